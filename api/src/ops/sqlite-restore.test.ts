import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../config/env';
import { MIGRATIONS } from '../db/migrate';
import { runBackup, runRestore } from './commands';
import { addProduct, makeShopDataDir, productIds, removeTempDirs, tempDir } from './ops-test-db';
import { checkBackupFile } from './sqlite-restore';

const known = MIGRATIONS.map((m) => m.name);
afterAll(removeTempDirs);

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

/**
 * A process (SQLite's locks are per process) that opens the database with the server's own
 * `openDatabase`, reads once and keeps the connection until stopped.
 */
async function holdOpen(databasePath: string) {
  const sequelizeModule = pathToFileURL(path.resolve(import.meta.dirname, '../db/sequelize.ts'));
  const script = `
    const { openDatabase } = await import(${JSON.stringify(sequelizeModule.href)});
    const db = await openDatabase({ sqlitePath: ${JSON.stringify(databasePath)} });
    await db.query('SELECT count(*) FROM products');
    process.stdout.write('open\\n');
    process.stdin.on('end', () => db.close().then(() => process.exit(0)));
    process.stdin.resume();`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
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

  it('refuses while a server has the database open, whatever port it answers on, and leaves it alone', async () => {
    const shop = await shopWithBackup(['P-1']);
    const other = await shopWithBackup(['OTHER']);
    // Another process holds the database as a running server does: the shop's own connection,
    // idle between requests. It listens on no port the restore could probe.
    const server = await holdOpen(shop.databasePath);
    try {
      await expect(runRestore(shop.env, other.backup)).rejects.toThrow(
        `The database is in use: a shop server (or a backup) has it open. Stop every server using ${shop.dataDir}, then restore.`,
      );
      expect(
        fs.readdirSync(shop.dataDir).filter((f) => /before-restore|restoring/.test(f)),
      ).toEqual([]);
    } finally {
      await server.stop();
    }
    expect(productIds(shop.databasePath)).toEqual(['P-1']);
    // Once the server stopped, the same restore goes through.
    await runRestore(shop.env, other.backup);
    expect(productIds(shop.databasePath)).toEqual(['OTHER']);
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
});
