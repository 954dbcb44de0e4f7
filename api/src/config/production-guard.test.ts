import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../db/models';
import { hashPassword } from '../modules/users/password';
import { startTestApp, type TestApp } from '../test/test-app';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, readEnv } from './env';
import { assertNoDemoAdminPassword } from './production-guard';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs one of the API's entry points in production on an empty data folder. */
function runInProduction(entry: string, extra: NodeJS.ProcessEnv = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-prod-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://shop.example.lk',
    DATA_DIR: dataDir,
    ...extra,
  };
  delete env.SEED_DEMO;
  delete env.DATABASE_URL;
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', entry], {
      cwd: apiDir,
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    return { status: run.status, stderr: run.stderr, files: fs.readdirSync(dataDir) };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('the demo shop never reaches production', () => {
  it('the server refuses to start with NODE_ENV=production unless SEED_DEMO=false', () => {
    const run = runInProduction('src/server.ts');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to run with NODE_ENV=production');
    expect(run.stderr).toContain('SEED_DEMO');
    expect(run.stderr).toContain('set SEED_DEMO=false');
    // Stopped before the database was made.
    expect(run.files).toEqual([]);
  });

  it('`npm run seed` refuses to run with NODE_ENV=production', () => {
    const run = runInProduction('src/seed-cli.ts');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('`npm run seed` writes the demo shop');
    expect(run.files).toEqual([]);
  });
});

describe('the demo admin password in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  const production = readEnv({ NODE_ENV: 'production', SEED_DEMO: 'false' });

  it('refuses to start while the demo admin still signs in with the demo password', async () => {
    const admin = await UserModel.create({
      firstName: 'Demo',
      lastName: 'Admin',
      email: DEMO_ADMIN_EMAIL,
      phone: '+94 77 000 0000',
      passwordHash: await hashPassword(DEMO_ADMIN_PASSWORD),
      role: 'admin',
      isDisabled: false,
    });
    try {
      await expect(assertNoDemoAdminPassword(production)).rejects.toThrow(
        `the admin ${DEMO_ADMIN_EMAIL} still signs in with the demo password`,
      );
      // Outside production the demo is the point.
      await expect(
        assertNoDemoAdminPassword(readEnv({ NODE_ENV: 'development' })),
      ).resolves.toBeUndefined();
      // A password of the shop's own: production starts.
      await admin.update({ passwordHash: await hashPassword('a-real-shop-password') });
      await expect(assertNoDemoAdminPassword(production)).resolves.toBeUndefined();
    } finally {
      await admin.destroy();
    }
  });

  it('looks at ADMIN_EMAIL too', async () => {
    const admin = await UserModel.create({
      firstName: 'Owner',
      lastName: 'Admin',
      email: 'owner@shop.example.lk',
      phone: '+94 77 000 0000',
      passwordHash: await hashPassword(DEMO_ADMIN_PASSWORD),
      role: 'admin',
      isDisabled: false,
    });
    try {
      const env = readEnv({
        NODE_ENV: 'production',
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'owner@shop.example.lk',
      });
      await expect(assertNoDemoAdminPassword(env)).rejects.toThrow('owner@shop.example.lk');
    } finally {
      await admin.destroy();
    }
  });
});
