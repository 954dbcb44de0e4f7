import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ipKeyOf } from '../lib/ip-key';
import { readEnv } from './env';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_DEFINITIONS, rateLimitsFromEnv } from './rate-limits';
import { rateLimitWarnings } from './startup-warnings';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const definitions = Object.values(RATE_LIMIT_DEFINITIONS);

describe('the limits config', () => {
  it('is the shipped defaults, all on, when nothing is set', () => {
    expect(rateLimitsFromEnv(readEnv({}))).toEqual(DEFAULT_RATE_LIMITS);
    expect(DEFAULT_RATE_LIMITS.enabled).toBe(true);
    expect(DEFAULT_RATE_LIMITS.rules.loginPerAddressAndIp).toMatchObject({
      points: 10,
      durationSeconds: 900,
    });
  });

  it('takes each number from its own variable; 0 turns that one off', () => {
    const limits = rateLimitsFromEnv(
      readEnv({ LOGIN_LIMIT_PER_IP: '0', ORDER_LIMIT_PER_ACCOUNT: '5', SEARCH_LIMIT_PER_IP: '42' }),
    );
    expect(limits.rules.loginPerIp.points).toBe(0);
    expect(limits.rules.ordersPerAccount.points).toBe(5);
    expect(limits.rules.searchPerIp.points).toBe(42);
    expect(limits.rules.loginPerAddress.points).toBe(50);
  });

  it('RATE_LIMITS=off turns every limit off at once', () => {
    expect(rateLimitsFromEnv(readEnv({ RATE_LIMITS: 'off' })).enabled).toBe(false);
    expect(rateLimitsFromEnv(readEnv({ RATE_LIMITS: 'on' })).enabled).toBe(true);
  });

  it('refuses a value that is not a count, naming the variable', () => {
    expect(() => readEnv({ RATE_LIMITS: 'maybe' })).toThrow(
      /RATE_LIMITS: RATE_LIMITS is on or off/,
    );
    expect(() => readEnv({ LOGIN_LIMIT_PER_IP: 'ten' })).toThrow(/LOGIN_LIMIT_PER_IP: must be/);
    expect(() => readEnv({ REGISTER_LIMIT_PER_IP: '-1' })).toThrow(
      /REGISTER_LIMIT_PER_IP: must be/,
    );
  });

  it('every variable is documented in the README table and in .env.example', () => {
    const readme = fs.readFileSync(path.join(apiDir, '../README.md'), 'utf8');
    const example = fs.readFileSync(path.join(apiDir, '../.env.example'), 'utf8');
    for (const name of ['RATE_LIMITS', ...definitions.map((d) => d.env)]) {
      expect(readme, name).toMatch(new RegExp(`\\| \`${name}\` \\|`));
      expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
    }
  });
});

describe('warnings at start', () => {
  it('warns when every limit is off', () => {
    expect(rateLimitWarnings({ RATE_LIMITS: 'off', TRUST_PROXY: '1' })).toEqual([
      expect.stringMatching(/^RATE_LIMITS=off: every rate limit is off/),
    ]);
  });

  it('warns without TRUST_PROXY that behind a proxy every shopper is one address', () => {
    expect(rateLimitWarnings({ RATE_LIMITS: 'on', TRUST_PROXY: 'false' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY is not set: .*one address for every shopper/),
    ]);
    expect(rateLimitWarnings({ RATE_LIMITS: 'on', TRUST_PROXY: '1' })).toEqual([]);
  });

  it('the server logs the RATE_LIMITS=off warning when it starts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-limits-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      RATE_LIMITS: 'off',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env,
    });
    try {
      const output = await new Promise<string>((resolve, reject) => {
        let text = '';
        const timer = setTimeout(() => reject(new Error(`no warning:\n${text}`)), 25_000);
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('RATE_LIMITS=off')) {
            clearTimeout(timer);
            resolve(text);
          }
        });
      });
      const line = output.split('\n').find((l) => l.includes('RATE_LIMITS=off')) ?? '';
      expect(JSON.parse(line)).toMatchObject({
        level: 40,
        msg: expect.stringMatching(/every rate limit is off/),
      });
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the key an IP is limited by', () => {
  it('is an IPv4 address as it is, an IPv4-mapped one included', () => {
    expect(ipKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(ipKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    expect(ipKeyOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(ipKeyOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(ipKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(ipKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('never exempts loopback: it is limited like any address', () => {
    expect(ipKeyOf('127.0.0.1')).toBe('127.0.0.1');
    expect(ipKeyOf('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything else as given', () => {
    expect(ipKeyOf(undefined)).toBe('unknown');
    expect(ipKeyOf('not-an-ip')).toBe('not-an-ip');
  });
});
