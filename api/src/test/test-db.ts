import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type DatabaseConfig } from '../db/sequelize';

/**
 * A database of its own for one test file: SQLite in a temp folder by default, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a fresh database created there and dropped after.
 * `migrated`: a copy of the suite's migrated template (`migrated-template.ts`) where the suite
 * has one, else empty.
 */
export async function createTestDatabase(
  dataDir: string,
  { migrated = false } = {},
): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = migrated ? inject('migratedTemplate') : undefined;
  if (!serverUrl) {
    const sqlitePath = `${dataDir}/shop.sqlite`;
    if (template) fs.copyFileSync(template, sqlitePath);
    return { config: { sqlitePath }, drop: async () => {} };
  }
  const name = `wallart_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { databaseUrl: url.toString(), sqlitePath: '' },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** An empty, opened database of its own (no migrations run), and how to close and remove it. */
export async function openEmptyTestDatabase(): Promise<{
  sequelize: Sequelize;
  close: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-empty-db-'));
  const db = await createTestDatabase(dataDir);
  const sequelize = await openDatabase(db.config);
  return {
    sequelize,
    close: async () => {
      await sequelize.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An empty database for the whole test file (a migration's tests run the migrator on it):
 * opened before the file's tests, removed after them. Call the result inside a test.
 */
export function useEmptyTestDatabase(): () => Sequelize {
  let opened: Awaited<ReturnType<typeof openEmptyTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openEmptyTestDatabase();
  });
  afterAll(async () => opened?.close());
  return () => {
    if (!opened) throw new Error('The empty test database is opened in beforeAll');
    return opened.sequelize;
  };
}
