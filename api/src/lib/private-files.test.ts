import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../config/env';
import { resolveJwtSecret } from '../config/jwt-secret';
import { openDatabase } from '../db/sequelize';
import { createMailDelivery } from '../modules/mail/mail-delivery';
import { runBackup, runRestore } from '../ops/commands';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-modes-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe('the shop keeps its files to its own user', () => {
  it('DATA_DIR is made 0700; the database, its -wal and -shm 0600', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const file = path.join(dataDir, 'shop.sqlite');
    const sequelize = await openDatabase({ sqlitePath: file });
    try {
      await sequelize.query('CREATE TABLE t (x INTEGER)');
      await sequelize.query('INSERT INTO t VALUES (1)');
      expect(modeOf(dataDir)).toBe('700');
      for (const suffix of ['', '-wal', '-shm'])
        expect(modeOf(`${file}${suffix}`), suffix).toBe('600');
    } finally {
      await sequelize.close();
    }
  });

  it('an existing database left readable by others is taken to 0600 at start', async () => {
    const dataDir = path.join(root, 'old');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    const file = path.join(dataDir, 'shop.sqlite');
    new Database(file).close();
    fs.chmodSync(file, 0o644);
    const sequelize = await openDatabase({ sqlitePath: file });
    await sequelize.close();
    expect(modeOf(file)).toBe('600');
    expect(modeOf(dataDir)).toBe('700');
  });

  it('backups and their folder, and a restored database, are for the shop user only', async () => {
    const dataDir = path.join(root, 'backed-up');
    const sequelize = await openDatabase({ sqlitePath: path.join(dataDir, 'shop.sqlite') });
    await sequelize.query('CREATE TABLE schema_migrations (name TEXT)');
    for (const table of ['users', 'products', 'orders', 'order_items']) {
      await sequelize.query(`CREATE TABLE ${table} (id INTEGER)`);
    }
    await sequelize.close();
    const env = readEnv({ DATA_DIR: dataDir });
    const { file } = await runBackup(env);
    expect(modeOf(path.dirname(file))).toBe('700');
    expect(modeOf(file)).toBe('600');

    const restored = path.join(root, 'restored');
    await runRestore(readEnv({ DATA_DIR: restored }), file);
    expect(modeOf(restored)).toBe('700');
    expect(modeOf(path.join(restored, 'shop.sqlite'))).toBe('600');
  });

  it('mails written to the outbox, and the outbox, are for the shop user only', async () => {
    const outboxDir = path.join(root, 'mail', 'outbox');
    const delivery = createMailDelivery({ from: 'shop@wallart.test', outboxDir });
    await delivery.deliver({ to: 'a@wallart.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
    const [mail] = fs.readdirSync(outboxDir);
    expect(mail).toMatch(/\.eml$/);
    expect(modeOf(outboxDir)).toBe('700');
    expect(modeOf(path.join(outboxDir, mail as string))).toBe('600');
  });

  it('the session secret made on first start is 0600 in a 0700 DATA_DIR', () => {
    const dataDir = path.join(root, 'secret');
    resolveJwtSecret(undefined, dataDir);
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe('600');
  });
});
