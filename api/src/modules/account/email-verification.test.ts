import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordResetModel, UserModel } from '../../db/models';
import { createProduct, type SignedIn } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  startTestAppWithMail,
  type TestApp,
} from '../../test/test-app';
import type { SmtpSink } from '../mail/testing/smtp-sink';
import { PROOF_MESSAGES } from './account-proof';
import { VERIFY_MESSAGES } from './email-verification';
import { ORDER_ADDRESS, uniqueEmail } from './testing/account-setup';

let sink: SmtpSink;
let app: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, sink, close } = await startTestAppWithMail());
});
afterAll(async () => close());

const PASSWORD = 'Registered-pass1';
const SUBJECT = 'Confirm your e-mail for Wall Art Shop';

/** The code in the newest verification mail to the address, once it arrives after `since`. */
async function codeMailedTo(email: string, since: number): Promise<string> {
  const mail = await sink.waitFor(
    (m) => sink.mails.indexOf(m) >= since && m.to.includes(email) && m.subject === SUBJECT,
  );
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail: ${mail.text}`);
  return code;
}

/** Registers through the API, as the storefront does, and logs in. */
async function register(label: string): Promise<SignedIn & { code: string }> {
  const email = uniqueEmail(label);
  const since = sink.mails.length;
  const api = clientFor(app);
  await api.user.register({
    firstName: 'Nimali',
    lastName: 'Perera',
    email,
    phone: '0771234567',
    password: PASSWORD,
  });
  const code = await codeMailedTo(email, since);
  const { token, user } = await api.user.login({ email, password: PASSWORD });
  return { token, user, code };
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('proving the address given at registration', () => {
  it('mails a code at registration; the account works at once and says it is unproven', async () => {
    const shopper = await register('new');
    expect(shopper.user.isEmailVerified).toBe(false);
    const rows = await PasswordResetModel.findAll({ raw: true });
    expect(JSON.stringify(rows)).not.toContain(`"${shopper.code}"`);

    // Nothing SPEC's flows need waits for the code: the new shopper orders at once.
    const product = await createProduct(app);
    const { order } = await clientFor(app, shopper).order.place({
      ...ORDER_ADDRESS,
      billItems: [{ productId: product.productId, quantity: 2 }],
    });
    expect(order.status).toBe('Pending');
    expect((await clientFor(app, shopper).user.current()).isEmailVerified).toBe(false);
  });

  it('marks the account verified with the mailed code, once', async () => {
    const shopper = await register('verify');
    const api = clientFor(app, shopper);
    const answer = await api.account.verifyEmail({ code: shopper.code });
    expect(answer.message).toBe(VERIFY_MESSAGES.verified);
    expect(answer.user).toMatchObject({ _id: shopper.user._id, isEmailVerified: true });
    expect((await api.user.current()).isEmailVerified).toBe(true);
    // Proving it again is no error, and a proven address needs no new code.
    expect((await api.account.verifyEmail({ code: '123456' })).user.isEmailVerified).toBe(true);
    const again = await apiError(api.account.sendVerificationCode());
    expect([again.status, again.code]).toEqual([409, 'conflict']);
  });

  it('refuses a wrong code under the code field and leaves the account unproven', async () => {
    const shopper = await register('wrong');
    const api = clientFor(app, shopper);
    const error = await apiError(api.account.verifyEmail({ code: otherThan(shopper.code) }));
    expect([error.status, error.message]).toEqual([400, PROOF_MESSAGES.wrong]);
    expect(error.errors).toEqual([{ path: 'code', message: PROOF_MESSAGES.wrong }]);
    expect((await api.user.current()).isEmailVerified).toBe(false);
  });

  it('kills the code after five wrong tries', async () => {
    const shopper = await register('dead');
    const api = clientFor(app, shopper);
    for (let i = 0; i < 4; i += 1) {
      await apiError(api.account.verifyEmail({ code: otherThan(shopper.code) }));
    }
    const fifth = await apiError(api.account.verifyEmail({ code: otherThan(shopper.code) }));
    expect(fifth.message).toBe(PROOF_MESSAGES.dead);
    const late = await apiError(api.account.verifyEmail({ code: shopper.code }));
    expect(late.message).toBe(PROOF_MESSAGES.stale);
    expect((await api.user.current()).isEmailVerified).toBe(false);
  });

  it('mails a fresh code on asking; the older one stops working', async () => {
    const shopper = await register('resend');
    const api = clientFor(app, shopper);
    const since = sink.mails.length;
    expect(await api.account.sendVerificationCode()).toEqual({
      message: VERIFY_MESSAGES.codeSent,
    });
    const fresh = await codeMailedTo(shopper.user.email, since);
    if (fresh !== shopper.code) {
      const stale = await apiError(api.account.verifyEmail({ code: shopper.code }));
      expect(stale.status).toBe(400);
    }
    expect((await api.account.verifyEmail({ code: fresh })).user.isEmailVerified).toBe(true);
  });

  it('sends at most three codes a quarter hour on asking (429 after)', async () => {
    const shopper = await register('flood');
    const api = clientFor(app, shopper);
    for (let i = 0; i < 3; i += 1) await api.account.sendVerificationCode();
    const fourth = await apiError(api.account.sendVerificationCode());
    expect([fourth.status, fourth.code]).toEqual([429, 'rate_limited']);
  });

  it('asks for a session, and a code of six digits', async () => {
    const anonymous = await app.call('POST', '/api/user/current/verify-email', {
      body: { code: '123456' },
    });
    expect(anonymous.status).toBe(401);
    const shopper = await register('shape');
    const bad = await app.call('POST', '/api/user/current/verify-email', {
      token: shopper.token,
      body: { code: '12ab' },
    });
    expect(bad.status).toBe(400);
    const row = await UserModel.findByPk(Number(shopper.user._id), { raw: true });
    expect(Boolean(row?.isEmailVerified)).toBe(false);
  });
});

describe('when the first code cannot be made', () => {
  // A shop of its own whose code table is gone; last, as a second app rebinds the models.
  it('still registers the shopper, who can log in and ask for a code later', async () => {
    const broken = await startTestApp();
    try {
      await broken.sequelize.getQueryInterface().dropTable('password_resets');
      const email = uniqueEmail('no-code');
      const api = clientFor(broken);
      const answer = await api.user.register({
        firstName: 'Nimali',
        lastName: 'Perera',
        email,
        phone: '0771234567',
        password: PASSWORD,
      });
      expect(answer.user).toMatchObject({ email, isEmailVerified: false });
      expect((await api.user.login({ email, password: PASSWORD })).user.email).toBe(email);
    } finally {
      await broken.close();
    }
  });
});
