import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/sequelize';
import { onPostgresServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database each test app starts from: a SQLite file, or a PostgreSQL name. */
    migratedTemplate: string;
  }
}

/**
 * The API suite's global setup: the migrations run once, into a template that each test app's
 * database is copied from (a file on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL). Run
 * for every test app, they cost about a second each, some 130 times a suite. Migration tests
 * still start from an empty database and run the migrator themselves.
 */
export async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-template-'));
  let template: string;
  let config;
  if (serverUrl) {
    template = `wallart_template_${crypto.randomBytes(6).toString('hex')}`;
    await onPostgresServer(serverUrl, `CREATE DATABASE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    config = { databaseUrl: url.toString(), sqlitePath: '' };
  } else {
    template = path.join(dataDir, 'shop.sqlite');
    config = { sqlitePath: template };
  }
  const sequelize = await openDatabase(config);
  await migrate(sequelize);
  // Closed, so that SQLite's file holds every page and PostgreSQL lets the template be copied.
  await sequelize.close();
  project.provide('migratedTemplate', template);
  return async () => {
    if (serverUrl)
      await onPostgresServer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
