import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordResetModel } from '../../db/models';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import {
  apiError,
  clientFor,
  outcomeOf,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';
import { startSmtpSink, type SmtpSink } from '../mail/testing/smtp-sink';
import { RESET_MESSAGES } from './password-reset.service';

let sink: SmtpSink;
let app: TestApp;
let shop: TestClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({
    integrations: { smtpUrl: sink.url, mailFrom: 'Shop <shop@wallart.test>' },
  });
  shop = clientFor(app);
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const NEW_PASSWORD = 'BrandNew123!';

async function requestCode(email: string): Promise<string> {
  const before = sink.mails.length;
  expect(await shop.user.sendMail(email)).toEqual({ message: RESET_MESSAGES.sent });
  const mail = await sink.waitFor(
    (m, i = sink.mails.indexOf(m)) => i >= before && m.to.includes(email),
  );
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail: ${mail.text}`);
  return code;
}

const login = (email: string, password: string) =>
  outcomeOf(shop, shop.user.login({ email, password }));
const changePW = (email: string, otp: string, password = NEW_PASSWORD) =>
  outcomeOf(shop, shop.user.changePassword({ email, otp, password }));

describe('POST /api/user/sendMail', () => {
  it('answers known and unknown addresses alike, and mails a code only to the known one', async () => {
    const { user } = await createUser(app);
    const known = await outcomeOf(shop, shop.user.sendMail(user.email));
    const unknown = await outcomeOf(shop, shop.user.sendMail('nobody-here@wallart.test'));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.data).toEqual({ message: RESET_MESSAGES.sent });
    expect(unknown.data).toEqual(known.data);

    const mail = await sink.waitFor((m) => m.to.includes(user.email));
    expect(mail.from).toBe('shop@wallart.test');
    expect(mail.subject).toBe('Your Wall Art Shop password reset code');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toContain('Reset your password');
    await app.services.mailer.idle();
    expect(sink.mails.some((m) => m.to.includes('nobody-here@wallart.test'))).toBe(false);
  });

  it('keeps only a hash of the code, never the code itself', async () => {
    const { user } = await createUser(app);
    const code = await requestCode(user.email);
    const rows = await PasswordResetModel.findAll({ raw: true });
    const serialised = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(0);
    expect(serialised).not.toContain(`"${code}"`);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash))).toBe(true);
  });

  it('refuses an invalid address with a 400', async () => {
    const error = await apiError(shop.user.sendMail('not-an-email'));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/valid email/);
  });
});

describe('POST /api/user/changePW', () => {
  it('sets the new password with the right code: the new one logs in, the old one no longer', async () => {
    const { user } = await createUser(app);
    const code = await requestCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const miss = await changePW(user.email, wrong);
    expect(miss.status).toBe(400);
    expect(miss.error?.message).toBe(RESET_MESSAGES.wrong);

    const res = await changePW(user.email, code);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: RESET_MESSAGES.changed });
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
  });

  it('ends every session signed before the reset: an old token gets 401', async () => {
    const { user, token } = await createUser(app);
    expect((await clientFor(app, token).user.current())._id).toBe(user._id);
    const code = await requestCode(user.email);
    expect((await changePW(user.email, code)).status).toBe(200);
    const old = await apiError(clientFor(app, token).user.current());
    expect([old.status, old.code]).toEqual([401, 'unauthorized']);
    const fresh = await login(user.email, NEW_PASSWORD);
    expect((await clientFor(app, fresh.data?.token ?? '').user.current())._id).toBe(user._id);
  });

  it('takes a code only once', async () => {
    const { user } = await createUser(app);
    const code = await requestCode(user.email);
    expect((await changePW(user.email, code)).status).toBe(200);
    const again = await changePW(user.email, code, 'Another123!');
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe(RESET_MESSAGES.stale);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { user } = await createUser(app);
    const code = await requestCode(user.email);
    await PasswordResetModel.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { userId: Number(user._id) } },
    );
    const res = await changePW(user.email, code);
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(RESET_MESSAGES.stale);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('only the latest code works once a new one is asked for', async () => {
    const { user } = await createUser(app);
    const first = await requestCode(user.email);
    const second = await requestCode(user.email);
    if (first !== second) expect((await changePW(user.email, first)).status).toBe(400);
    expect((await changePW(user.email, second)).status).toBe(200);
  });

  it('kills the code after 5 wrong tries, then answers 429', async () => {
    const { user } = await createUser(app);
    const code = await requestCode(user.email);
    const wrong = code === '999999' ? '888888' : '999999';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await changePW(user.email, wrong));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.slice(0, 4).map((a) => a.error?.message)).toEqual(
      Array(4).fill(RESET_MESSAGES.wrong),
    );
    expect(answers[4]?.error?.message).toBe(RESET_MESSAGES.dead);
    expect(await PasswordResetModel.count({ where: { userId: Number(user._id) } })).toBe(0);

    const right = await changePW(user.email, code);
    expect(right.status).toBe(429);
    expect(right.error?.message).toMatch(/Too many attempts/);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('answers a code for an address that never asked like a stale one', async () => {
    const res = await changePW('never-asked@wallart.test', '123456');
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(RESET_MESSAGES.stale);
  });

  it('validates the body: 6 digits and a long enough password', async () => {
    const short = await changePW('a@wallart.test', '12345');
    expect(short.status).toBe(400);
    expect(short.error?.message).toMatch(/6 digits/);
    const weak = await changePW('a@wallart.test', '123456', 'short');
    expect(weak.status).toBe(400);
    expect(weak.error?.message).toMatch(/at least 8/);
  });
});
