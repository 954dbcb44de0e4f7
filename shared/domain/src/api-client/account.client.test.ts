import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client';

const BASE = 'https://shop.example.lk';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

function setup(answer: () => Response) {
  const calls: Call[] = [];
  const api = createApiClient({
    baseUrl: BASE,
    getToken: () => 'tok-1',
    fetch: async (input, init = {}) => {
      calls.push({
        url: String(input),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answer();
    },
  });
  const last = () => calls.at(-1) as Call;
  return { api, last };
}

const json = (data: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(data), {
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('createApiClient: account', () => {
  it('security: GET /api/user/current/security with the token', async () => {
    const { api, last } = setup(() => json({ hasPassword: false }));
    await expect(api.account.security()).resolves.toEqual({ hasPassword: false });
    expect(last()).toMatchObject({ method: 'GET', url: `${BASE}/api/user/current/security` });
    expect(last().headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('updateProfile: PUT /api/user/current/profile, answering the user', async () => {
    const { api, last } = setup(() => json({ user: { _id: '1', firstName: 'N' } }));
    const body = { firstName: 'N', lastName: 'P', phone: '0771234567' };
    await expect(api.account.updateProfile(body)).resolves.toEqual({ _id: '1', firstName: 'N' });
    expect(last()).toMatchObject({
      method: 'PUT',
      url: `${BASE}/api/user/current/profile`,
      body,
    });
  });

  it('changePassword: POST /api/user/current/password, answering the fresh token', async () => {
    const answer = { message: 'ok', token: 'fresh', user: { _id: '1' } };
    const { api, last } = setup(() => json(answer));
    const body = { currentPassword: 'old', password: 'new-password' };
    await expect(api.account.changePassword(body)).resolves.toEqual(answer);
    expect(last()).toMatchObject({
      method: 'POST',
      url: `${BASE}/api/user/current/password`,
      body,
    });
  });

  it('sendCode: POST /api/user/current/code with no body', async () => {
    const { api, last } = setup(() => json({ message: 'sent' }));
    await expect(api.account.sendCode()).resolves.toEqual({ message: 'sent' });
    expect(last()).toMatchObject({
      method: 'POST',
      url: `${BASE}/api/user/current/code`,
      body: undefined,
    });
  });

  it('sendVerificationCode: POST /api/user/current/verify-email/code with no body', async () => {
    const { api, last } = setup(() => json({ message: 'sent' }));
    await expect(api.account.sendVerificationCode()).resolves.toEqual({ message: 'sent' });
    expect(last()).toMatchObject({
      method: 'POST',
      url: `${BASE}/api/user/current/verify-email/code`,
      body: undefined,
    });
  });

  it('verifyEmail: POST /api/user/current/verify-email with the code, answering the user', async () => {
    const answer = { message: 'verified', user: { _id: '1', isEmailVerified: true } };
    const { api, last } = setup(() => json(answer));
    await expect(api.account.verifyEmail({ code: '123456' })).resolves.toEqual(answer);
    expect(last()).toMatchObject({
      method: 'POST',
      url: `${BASE}/api/user/current/verify-email`,
      body: { code: '123456' },
    });
  });

  it('exportData: GET /api/user/current/export as a file with its attachment name', async () => {
    const { api, last } = setup(() =>
      json({ profile: {} }, { 'Content-Disposition': 'attachment; filename="wallart-7.json"' }),
    );
    const { blob, fileName } = await api.account.exportData();
    expect(fileName).toBe('wallart-7.json');
    expect(JSON.parse(await blob.text())).toEqual({ profile: {} });
    expect(last()).toMatchObject({ method: 'GET', url: `${BASE}/api/user/current/export` });
  });

  it('exportData: a strange or missing file name becomes a plain one', async () => {
    const { api } = setup(() =>
      json({}, { 'Content-Disposition': 'attachment; filename="../../etc/passwd"' }),
    );
    expect((await api.account.exportData()).fileName).toBe('my-account.json');
  });

  it('remove: POST /api/user/current/delete with the proof', async () => {
    const { api, last } = setup(() => json({ message: 'deleted' }));
    await api.account.remove({ code: '123456' });
    expect(last()).toMatchObject({
      method: 'POST',
      url: `${BASE}/api/user/current/delete`,
      body: { code: '123456' },
    });
  });
});
