import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordResetModel, UserModel } from '../../db/models';
import type { SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestAppWithMail, type TestApp } from '../../test/test-app';
import type { SmtpSink } from '../mail/testing/smtp-sink';
import { PROOF_MESSAGES } from './account-proof';
import { ACCOUNT_MESSAGES } from './account.service';
import { createPasswordlessUser, placeOrder, statusOf } from './testing/account-setup';

let sink: SmtpSink;
let app: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, sink, close } = await startTestAppWithMail());
});
afterAll(async () => close());

const FIRST_PASSWORD = 'My-first-password1';

/** Asks for a code as the signed-in account and reads it from the mail that arrives. */
async function mailedCode(who: SignedIn): Promise<string> {
  const before = sink.mails.length;
  expect(await clientFor(app, who).account.sendCode()).toEqual({
    message: ACCOUNT_MESSAGES.codeSent,
  });
  const mail = await sink.waitFor(
    (m) =>
      sink.mails.indexOf(m) >= before &&
      m.to.includes(who.user.email) &&
      m.subject === 'Your Wall Art Shop account code',
  );
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail: ${mail.text}`);
  return code;
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
const loginStatus = (who: SignedIn, password: string) =>
  statusOf(clientFor(app).user.login({ email: who.user.email, password }));

describe('an account made by Google sign-in (no password)', () => {
  it('sets a first password with a mailed code, then logs in with it', async () => {
    const google = await createPasswordlessUser(app);
    const code = await mailedCode(google);
    const rows = await PasswordResetModel.findAll({ raw: true });
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);

    const answer = await clientFor(app, google).account.changePassword({
      code,
      password: FIRST_PASSWORD,
    });
    expect(answer.token).toEqual(expect.any(String));
    expect(await clientFor(app, answer.token).account.security()).toEqual({
      hasPassword: true,
      claimedOrders: 0,
    });
    expect(await statusOf(clientFor(app, google).user.current())).toBe(401);
    expect(await loginStatus(google, FIRST_PASSWORD)).toBe(200);
  });

  it('deletes the account with a mailed code', async () => {
    const google = await createPasswordlessUser(app);
    await placeOrder(app, google, 'Delivered');
    const code = await mailedCode(google);
    await clientFor(app, google).account.remove({ code });
    expect(await UserModel.findByPk(Number(google.user._id))).toBeNull();
    expect(await statusOf(clientFor(app, google).user.current())).toBe(401);
  });

  it('takes a code once only', async () => {
    const google = await createPasswordlessUser(app);
    const code = await mailedCode(google);
    const { token } = await clientFor(app, google).account.changePassword({
      code,
      password: FIRST_PASSWORD,
    });
    const id = Number(google.user._id);
    expect(await PasswordResetModel.count({ where: { userId: id } })).toBe(0);
    // Even were the account without a password again, the spent code opens nothing.
    await UserModel.update({ passwordHash: null }, { where: { id } });
    const again = await apiError(
      clientFor(app, token).account.changePassword({ code, password: 'Another-pass1' }),
    );
    expect(again.errors).toEqual([{ path: 'code', message: PROOF_MESSAGES.stale }]);
  });

  it('refuses an expired code, and a wrong one, on the code field; nothing changes', async () => {
    const google = await createPasswordlessUser(app);
    const code = await mailedCode(google);
    const api = clientFor(app, google);
    const wrong = await apiError(api.account.remove({ code: otherThan(code) }));
    expect([wrong.status, wrong.code]).toEqual([400, 'invalid']);
    expect(wrong.errors).toEqual([{ path: 'code', message: PROOF_MESSAGES.wrong }]);

    await PasswordResetModel.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { userId: Number(google.user._id) } },
    );
    const stale = await apiError(api.account.remove({ code }));
    expect(stale.errors).toEqual([{ path: 'code', message: PROOF_MESSAGES.stale }]);
    expect(await api.user.current()).toEqual(google.user);
  });

  it('kills the code after 5 wrong tries', async () => {
    const google = await createPasswordlessUser(app);
    const code = await mailedCode(google);
    const api = clientFor(app, google);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const error = await apiError(
        api.account.changePassword({ code: otherThan(code), password: FIRST_PASSWORD }),
      );
      messages.push(error.message);
    }
    expect(messages).toEqual([...Array(4).fill(PROOF_MESSAGES.wrong), PROOF_MESSAGES.dead]);
    const right = await apiError(api.account.changePassword({ code, password: FIRST_PASSWORD }));
    expect(right.message).toBe(PROOF_MESSAGES.stale);
    expect(await api.account.security()).toEqual({ hasPassword: false, claimedOrders: 0 });
  });

  it('a code mailed to reset a password does not work here, nor the other way round', async () => {
    const google = await createPasswordlessUser(app);
    const before = sink.mails.length;
    await clientFor(app).user.sendMail(google.user.email);
    const mail = await sink.waitFor(
      (m) =>
        sink.mails.indexOf(m) >= before &&
        m.to.includes(google.user.email) &&
        m.subject.includes('password reset code'),
    );
    const resetCode = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    const error = await apiError(clientFor(app, google).account.remove({ code: resetCode }));
    expect(error.errors[0]?.message).toBe(PROOF_MESSAGES.wrong);
    expect(await UserModel.findByPk(Number(google.user._id))).not.toBeNull();
  });

  it('asks for a code, not a password, and limits codes to 3 per 15 minutes', async () => {
    const google = await createPasswordlessUser(app);
    const api = clientFor(app, google);
    const noPassword = await apiError(api.account.remove({ password: 'guess-me-1' }));
    expect(noPassword.errors).toEqual([{ path: 'password', message: PROOF_MESSAGES.noPassword }]);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push(await statusOf(api.account.sendCode()));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
