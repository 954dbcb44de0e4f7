import { describe, expect, it } from 'vitest';
import { BASE, json, setup, TOKEN, user } from './testing/fake-fetch';

describe('createApiClient: user', () => {
  it('current: GET /api/user/current with the token, returning the user', async () => {
    const { api, last } = setup({}, json({ user }));
    await expect(api.user.current()).resolves.toEqual(user);
    expect(last()).toMatchObject({ method: 'GET', url: `${BASE}/api/user/current` });
  });

  it('login: POST /api/user/login with a JSON body of email and password', async () => {
    const answer = { message: 'Login successfull', token: 'jwt', user };
    const { api, last, lastJson } = setup({}, json(answer));
    await expect(api.user.login({ email: 'a@b.co', password: 'secret' })).resolves.toEqual(answer);
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/user/login` });
    expect(last().headers.get('Content-Type')).toBe('application/json');
    expect(lastJson()).toEqual({ email: 'a@b.co', password: 'secret' });
  });

  it('google: POST /api/user/google with the access token', async () => {
    const { api, last, lastJson } = setup({}, json({ message: 'ok', token: 'jwt', user }));
    await api.user.google('ya29.abc');
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/user/google` });
    expect(lastJson()).toEqual({ accessToken: 'ya29.abc' });
  });

  it('register: POST /api/user/ with the registration fields', async () => {
    const body = {
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      password: 'password1',
      phone: '0771234567',
    };
    const { api, last, lastJson } = setup({}, json({ message: 'Registration successful', user }));
    await api.user.register(body);
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/user/` });
    expect(lastJson()).toEqual(body);
  });

  it('sendMail: POST /api/user/sendMail with the email', async () => {
    const { api, last, lastJson } = setup({}, json({ message: 'sent' }));
    await api.user.sendMail('a@b.co');
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/user/sendMail` });
    expect(lastJson()).toEqual({ email: 'a@b.co' });
  });

  it('changePassword: POST /api/user/changePW with email, otp and password', async () => {
    const body = { email: 'a@b.co', otp: '123456', password: 'password1' };
    const { api, last, lastJson } = setup({}, json({ message: 'changed' }));
    await api.user.changePassword(body);
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/user/changePW` });
    expect(lastJson()).toEqual(body);
  });

  it('listAll: GET /api/user/admin/all with the token', async () => {
    const { api, last } = setup({}, json([user]));
    await expect(api.user.listAll()).resolves.toEqual([user]);
    expect(last()).toMatchObject({ method: 'GET', url: `${BASE}/api/user/admin/all` });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('remove: DELETE /api/user/{id} with the token and the id encoded', async () => {
    const { api, calls } = setup({}, json({ message: 'deleted' }), json({ message: 'deleted' }));
    await api.user.remove('42');
    await api.user.remove('4 2/x');
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['DELETE', `${BASE}/api/user/42`],
      ['DELETE', `${BASE}/api/user/4%202%2Fx`],
    ]);
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(calls[0]?.body).toBeUndefined();
  });

  it('setDisabled: PATCH /api/user/{id} with isDisabled, returning the user', async () => {
    const { api, last, lastJson } = setup({}, json({ user: { ...user, isDisabled: true } }));
    await expect(api.user.setDisabled('42', true)).resolves.toMatchObject({ isDisabled: true });
    expect(last()).toMatchObject({ method: 'PATCH', url: `${BASE}/api/user/42` });
    expect(lastJson()).toEqual({ isDisabled: true });
  });
});
