import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../config/env';
import { OpsError, runBackup } from './commands';
import { addProduct, makeShopDataDir, productIds, removeTempDirs, tempDir } from './ops-test-db';
import { backupDatabase, backupFileName, listBackups, pruneBackups } from './sqlite-backup';

afterAll(removeTempDirs);

describe('backupFileName', () => {
  it('names backups by UTC time so that names sort by age', () => {
    expect(backupFileName(new Date('2026-11-21T09:30:15.123Z'))).toBe(
      'shop-20261121T093015123Z.sqlite',
    );
    const names = ['2026-01-02T00:00:00Z', '2025-12-31T23:59:59.999Z'].map((t) =>
      backupFileName(new Date(t)),
    );
    expect([...names].sort()).toEqual([names[1], names[0]]);
  });
});

describe('npm run backup', () => {
  it('copies the database into DATA_DIR/backups as one self-contained, intact file', async () => {
    const { dataDir, databasePath } = await makeShopDataDir();
    const db = new Database(databasePath);
    addProduct(db, 'P-1');
    addProduct(db, 'P-2');
    db.close();

    const env = readEnv({ DATA_DIR: dataDir });
    const result = await runBackup(env, new Date('2026-11-21T09:30:15.123Z'));

    expect(result.file).toBe(path.join(dataDir, 'backups', 'shop-20261121T093015123Z.sqlite'));
    expect(fs.existsSync(`${result.file}-wal`)).toBe(false);
    expect(fs.readdirSync(path.join(dataDir, 'backups'))).toEqual([
      'shop-20261121T093015123Z.sqlite',
    ]);
    expect(productIds(result.file)).toEqual(['P-1', 'P-2']);
    const copy = new Database(result.file, { readonly: true });
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({
      n: expect.any(Number),
    });
    copy.close();
  });

  it('runs beside a writer: committed rows still in the WAL are copied, an open transaction is not', async () => {
    const { databasePath, dataDir } = await makeShopDataDir();
    const writer = new Database(databasePath);
    writer.pragma('journal_mode = WAL');
    writer.pragma('wal_autocheckpoint = 0');
    addProduct(writer, 'COMMITTED');
    writer.exec('BEGIN IMMEDIATE');
    addProduct(writer, 'IN-FLIGHT');

    const started = Date.now();
    const result = await backupDatabase({
      databasePath,
      backupsDir: path.join(dataDir, 'backups'),
      keep: 7,
    });
    writer.exec('COMMIT');
    writer.close();

    expect(Date.now() - started).toBeLessThan(5000);
    expect(productIds(result.file)).toEqual(['COMMITTED']);
    expect(productIds(databasePath)).toEqual(['COMMITTED', 'IN-FLIGHT']);
  });

  it('keeps only the newest BACKUP_KEEP backups and leaves other files alone', async () => {
    const { dataDir } = await makeShopDataDir();
    const env = readEnv({ DATA_DIR: dataDir, BACKUP_KEEP: '2' });
    fs.mkdirSync(path.join(dataDir, 'backups'));
    fs.writeFileSync(path.join(dataDir, 'backups', 'notes.txt'), 'mine');
    const made: string[] = [];
    for (const day of ['01', '02', '03', '04']) {
      made.push((await runBackup(env, new Date(`2026-11-${day}T12:00:00Z`))).file);
    }
    expect(listBackups(path.join(dataDir, 'backups'))).toEqual(made.slice(2));
    expect(fs.readdirSync(path.join(dataDir, 'backups')).sort()).toEqual([
      'notes.txt',
      'shop-20261103T120000000Z.sqlite',
      'shop-20261104T120000000Z.sqlite',
    ]);
  });

  it('refuses on PostgreSQL and points to pg_dump', async () => {
    const env = readEnv({
      DATA_DIR: '/nonexistent',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop',
    });
    await expect(runBackup(env)).rejects.toThrow(OpsError);
    await expect(runBackup(env)).rejects.toThrow(/pg_dump/);
  });

  it('says so when there is no database yet', async () => {
    const env = readEnv({ DATA_DIR: path.join(tempDir(), 'empty') });
    await expect(runBackup(env)).rejects.toThrow(/No database at .*shop\.sqlite/);
  });

  it('rejects a BACKUP_KEEP below 1 when reading the configuration', () => {
    expect(() => readEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP must be at least 1/);
    expect(() => pruneBackups('/tmp', 0)).toThrow(/at least 1/);
  });
});
