import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitsWith } from '../../config/rate-limits';
import { UserModel } from '../../db/models';
import { createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

const uniqueEmail = () => `new-${crypto.randomBytes(5).toString('hex')}@wallart.test`;
const registration = (password = 'A-long-enough-password1') => ({
  firstName: 'Nimal',
  lastName: 'Perera',
  email: uniqueEmail(),
  phone: '+94 77 123 4567',
  password,
});

function registerFrom(app: TestApp, ip: string, body = registration()) {
  return app.call('POST', '/api/user', { body, headers: { 'X-Forwarded-For': ip } });
}

let app: TestApp;
/** Models bind to one database at a time: each block starts its own app and closes it. */
function withApp(overrides: Parameters<typeof startTestApp>[0] = {}) {
  beforeAll(async () => {
    app = await startTestApp({ trustProxy: true, ...overrides });
  });
  afterAll(async () => app.close());
}

describe('registration per IP', () => {
  withApp();
  it('takes 20 registrations an hour from one IP, then answers 429; other IPs go on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await registerFrom(app, '10.9.0.1')).status);
    expect(statuses).toEqual([...Array<number>(20).fill(201), 429]);
    expect((await registerFrom(app, '10.9.0.2')).status).toBe(201);
  });

  it('counts only bodies that would be kept: a form with mistakes uses nothing up', async () => {
    const ip = '10.9.0.3';
    for (let i = 0; i < 25; i += 1) {
      const bad = await registerFrom(app, ip, { ...registration(), email: 'not-an-address' });
      expect(bad.status).toBe(400);
    }
    expect((await registerFrom(app, ip)).status).toBe(201);
  });
});

describe('registration limit switched off', () => {
  withApp({ rateLimits: rateLimitsWith({ registerPerIp: 0 }) });

  it('REGISTER_LIMIT_PER_IP=0 turns it off', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await registerFrom(app, '10.9.0.4')).status);
    expect(statuses).toEqual(Array<number>(22).fill(201));
  });
});

describe('passwords of at most 72 UTF-8 bytes', () => {
  withApp();
  const login = (email: string, password: string) =>
    app.call('POST', '/api/user/login', {
      body: { email, password },
      headers: { 'X-Forwarded-For': '10.9.1.1' },
    });

  it('refuses a 73-byte password with 400 and says why, creating nothing', async () => {
    const body = registration('x'.repeat(73));
    const res = await registerFrom(app, '10.9.1.2', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'password', message: expect.stringMatching(/72 bytes/) },
    ]);
    expect(await UserModel.count({ where: { email: body.email } })).toBe(0);
  });

  it('takes a 72-byte password of multi-byte letters whole: one letter changed no longer signs in', async () => {
    // 24 Sinhala letters of 3 bytes each: 72 bytes.
    const password = 'ශ'.repeat(23) + 'ක';
    const body = registration(password);
    expect((await registerFrom(app, '10.9.1.3', body)).status).toBe(201);
    expect((await login(body.email, password)).status).toBe(200);
    expect((await login(body.email, `${'ශ'.repeat(24)}`)).status).toBe(401);
  });

  it('still signs in accounts whose hash bcryptjs made', async () => {
    const { user } = await createUser(app);
    // Made by bcryptjs (cost 10) for "Secret123!", as every hash stored before native bcrypt.
    const bcryptjsHash = '$2b$10$tSD8JpNE2FELgvjR1Gkp3ucnP1ofAGLiPCt0a5YuR9CyurFLLG/iu';
    await UserModel.update({ passwordHash: bcryptjsHash }, { where: { email: user.email } });
    expect((await login(user.email, 'Secret123!')).status).toBe(200);
    expect((await login(user.email, 'Secret123?')).status).toBe(401);
  });
});
