import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '../config/env';
import { MIGRATIONS } from '../db/migrate';
import { runBackup, runRestore } from './commands';
import { addProduct, makeShopDataDir, productIds, removeTempDirs, tempDir } from './ops-test-db';
import { checkBackupFile, localServerUrl } from './sqlite-restore';

const known = MIGRATIONS.map((m) => m.name);
const servers: http.Server[] = [];
afterAll(removeTempDirs);
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A data folder whose database holds `ids`, and a backup of it. */
async function shopWithBackup(ids: string[]) {
  const shop = await makeShopDataDir();
  const db = new Database(shop.databasePath);
  for (const id of ids) addProduct(db, id);
  db.close();
  const env = readEnv({ DATA_DIR: shop.dataDir, PORT: '1' });
  const { file } = await runBackup(env);
  return { ...shop, env, backup: file };
}

async function listen(status: number): Promise<number> {
  const server = http.createServer((_req, res) => res.writeHead(status).end('{}'));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('checkBackupFile', () => {
  it('accepts a backup and lists the migrations applied in it', async () => {
    const { backup } = await shopWithBackup(['P-1']);
    expect(checkBackupFile(backup, known).migrations).toEqual([...known].sort());
  });

  it('refuses a missing file, a file that is not SQLite and a SQLite file that is not the shop', async () => {
    const dir = tempDir();
    expect(() => checkBackupFile(path.join(dir, 'nope.sqlite'), known)).toThrow(/does not exist/);
    fs.writeFileSync(path.join(dir, 'text.sqlite'), 'name,price\nsunset,100\n');
    expect(() => checkBackupFile(path.join(dir, 'text.sqlite'), known)).toThrow(
      /is not a SQLite database/,
    );
    const other = new Database(path.join(dir, 'other.sqlite'));
    other.exec('CREATE TABLE notes (body TEXT)');
    other.close();
    expect(() => checkBackupFile(path.join(dir, 'other.sqlite'), known)).toThrow(
      /is not a shop database \(missing tables: schema_migrations, users, products, orders, order_items\)/,
    );
  });

  it('refuses a damaged database', async () => {
    const { backup } = await shopWithBackup(Array.from({ length: 300 }, (_, i) => `P-${i}`));
    const bytes = fs.readFileSync(backup);
    const pageSize = bytes.readUInt16BE(16);
    // Overwrite every page after the schema page: the tables' b-trees no longer parse.
    bytes.fill(0x5a, pageSize * 2);
    fs.writeFileSync(backup, bytes);
    expect(() => checkBackupFile(backup, known)).toThrow(/is damaged/);
  });

  it('refuses a backup made by a newer version of the shop', async () => {
    const { backup } = await shopWithBackup([]);
    const db = new Database(backup);
    db.prepare('INSERT INTO schema_migrations (name) VALUES (?)').run('29990101-0001-future');
    db.close();
    expect(() => checkBackupFile(backup, known)).toThrow(/newer version .*29990101-0001-future/);
  });
});

describe('npm run restore', () => {
  it('replaces the database, keeps the old one aside and removes the stale -wal/-shm', async () => {
    const shop = await shopWithBackup(['P-1', 'P-2']);
    const live = new Database(shop.databasePath);
    live.pragma('journal_mode = WAL');
    live.pragma('wal_autocheckpoint = 0');
    addProduct(live, 'AFTER-BACKUP');
    // Copy the files as a crashed server leaves them: the last commit lives only in the WAL.
    const crashed = tempDir();
    for (const suffix of ['', '-wal', '-shm']) {
      fs.copyFileSync(`${shop.databasePath}${suffix}`, path.join(crashed, `shop.sqlite${suffix}`));
    }
    live.close();
    const env = readEnv({ DATA_DIR: crashed, PORT: '1' });

    const result = await runRestore(env, shop.backup, new Date('2026-11-21T10:00:00Z'));

    const target = path.join(crashed, 'shop.sqlite');
    expect(productIds(target)).toEqual(['P-1', 'P-2']);
    expect(fs.existsSync(`${target}-wal`)).toBe(false);
    expect(fs.existsSync(`${target}-shm`)).toBe(false);
    expect(result.previous).toBe(`${target}.before-restore-20261121T100000000Z`);
    expect(productIds(result.previous as string)).toEqual(['AFTER-BACKUP', 'P-1', 'P-2']);
    expect(fs.readdirSync(crashed).filter((f) => f.endsWith('.restoring'))).toEqual([]);
  });

  it('restores into an empty data folder', async () => {
    const shop = await shopWithBackup(['P-1']);
    const dataDir = path.join(tempDir(), 'new-data');
    const result = await runRestore(readEnv({ DATA_DIR: dataDir, PORT: '1' }), shop.backup);
    expect(result.previous).toBeNull();
    expect(productIds(path.join(dataDir, 'shop.sqlite'))).toEqual(['P-1']);
  });

  it('refuses while a shop answers on the configured port, and leaves the database alone', async () => {
    const shop = await shopWithBackup(['P-1']);
    const other = await shopWithBackup(['OTHER']);
    for (const status of [200, 503]) {
      const port = await listen(status);
      const env = readEnv({ DATA_DIR: shop.dataDir, PORT: String(port), HOST: '0.0.0.0' });
      await expect(runRestore(env, other.backup)).rejects.toThrow(
        `A shop server is answering at http://127.0.0.1:${port}. Stop every server using ${shop.dataDir}, then restore.`,
      );
    }
    expect(productIds(shop.databasePath)).toEqual(['P-1']);
    expect(fs.readdirSync(shop.dataDir).filter((f) => f.includes('before-restore'))).toEqual([]);
  });

  it('is not stopped by something else on the port that is not a shop', async () => {
    const shop = await shopWithBackup(['P-1']);
    const port = await listen(404);
    const env = readEnv({ DATA_DIR: shop.dataDir, PORT: String(port) });
    await expect(runRestore(env, shop.backup)).resolves.toMatchObject({
      previous: expect.any(String),
    });
  });

  it('asks for a file, refuses its own live database and refuses on PostgreSQL', async () => {
    const shop = await shopWithBackup([]);
    await expect(runRestore(shop.env, undefined)).rejects.toThrow(
      'Name the backup to restore: npm run restore -- <file>',
    );
    await expect(runRestore(shop.env, shop.databasePath)).rejects.toThrow(
      /is the live database itself/,
    );
    const pgEnv = readEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop' });
    await expect(runRestore(pgEnv, shop.backup)).rejects.toThrow(/pg_dump/);
  });

  it('builds the health-check URL from HOST and PORT', () => {
    expect(localServerUrl('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(localServerUrl('::', 3000)).toBe('http://127.0.0.1:3000');
    expect(localServerUrl('10.0.0.5', 8080)).toBe('http://10.0.0.5:8080');
    expect(localServerUrl('::1', 8080)).toBe('http://[::1]:8080');
  });
});
