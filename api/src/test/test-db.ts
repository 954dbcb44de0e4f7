import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type DatabaseConfig } from '../db/sequelize';
import { onPostgresServer } from './postgres-server';

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
  await onPostgresServer(
    serverUrl,
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { databaseUrl: url.toString(), sqlitePath: '' },
    drop: () => onPostgresServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
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
