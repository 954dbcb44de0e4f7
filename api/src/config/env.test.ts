import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readEnv, resolvePublicUrl } from './env';

describe('PUBLIC_URL, the shop public address', () => {
  it('defaults to http://localhost:PORT outside production', () => {
    expect(resolvePublicUrl(readEnv({}))).toBe('http://localhost:3000');
    expect(resolvePublicUrl(readEnv({ PORT: '8080', PUBLIC_URL: ' ' }))).toBe(
      'http://localhost:8080',
    );
  });

  it('is taken as given, without a trailing slash', () => {
    const env = readEnv({ PUBLIC_URL: 'https://shop.example.lk/', NODE_ENV: 'production' });
    expect(resolvePublicUrl(env)).toBe('https://shop.example.lk');
    expect(resolvePublicUrl(readEnv({ PUBLIC_URL: 'http://10.0.0.5:8080/shop/' }))).toBe(
      'http://10.0.0.5:8080/shop',
    );
  });

  it('refuses an address that is not an http(s) URL, or carries a query', () => {
    for (const value of ['shop.example.lk', 'ftp://shop.example.lk', 'https://a.lk/?x=1']) {
      expect(() => readEnv({ PUBLIC_URL: value }), value).toThrow(/PUBLIC_URL/);
    }
  });

  it('is required with NODE_ENV=production', () => {
    expect(() => resolvePublicUrl(readEnv({ NODE_ENV: 'production' }))).toThrow(
      /PUBLIC_URL: required with NODE_ENV=production/,
    );
  });

  it('the server refuses to start in production without it', () => {
    const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-env-'));
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir };
    delete env.PUBLIC_URL;
    delete env.DATABASE_URL;
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env,
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('PUBLIC_URL: required with NODE_ENV=production');
      // It stopped before touching the database.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('UNVERIFIED_PENDING_UNITS', () => {
  it('lets an unproven account hold 20 prints in Pending orders by default; 0 turns it off', () => {
    expect(readEnv({}).UNVERIFIED_PENDING_UNITS).toBe(20);
    expect(readEnv({ UNVERIFIED_PENDING_UNITS: '0' }).UNVERIFIED_PENDING_UNITS).toBe(0);
    expect(() => readEnv({ UNVERIFIED_PENDING_UNITS: '-1' })).toThrow(/UNVERIFIED_PENDING_UNITS/);
  });
});

describe('CATALOGUE_CACHE', () => {
  it('is on unless set off, and refuses anything else', () => {
    expect(readEnv({}).CATALOGUE_CACHE).toBe('on');
    expect(readEnv({ CATALOGUE_CACHE: 'off' }).CATALOGUE_CACHE).toBe('off');
    expect(() => readEnv({ CATALOGUE_CACHE: 'maybe' })).toThrow(/CATALOGUE_CACHE is on or off/);
  });
});
