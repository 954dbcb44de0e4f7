import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import {
  clientFor,
  outcomeOf,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';
import { startSmtpSink, type SmtpSink } from '../mail/testing/smtp-sink';
import { rateLimitsWith } from '../../config/rate-limits';

// Each block starts its own app with its own limits; they share one mail sink.
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => sink.close());

const NEW_PASSWORD = 'BrandNew123!';

describe('rate limits on asking for codes', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ integrations: { smtpUrl: sink.url } });
  });
  afterAll(async () => limited.close());

  it('limits each address, known or unknown, to 3 codes per 15 minutes', async () => {
    const { user } = await createUser(limited);
    const api = clientFor(limited);
    for (const email of [user.email, 'ghost@wallart.test']) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await outcomeOf(api, api.user.sendMail(email))).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });

  it('limits each IP to 10 requests per 15 minutes', async () => {
    const api = clientFor(limited);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const email = `visitor-${i}@wallart.test`;
      statuses.push((await outcomeOf(api, api.user.sendMail(email))).status);
    }
    // 8 calls came before from this IP; the 11th overall is refused.
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});

describe('guesses kept across codes, and daily caps', () => {
  let own: TestApp;
  let api: TestClient;
  /** Each block its own app with its own limits (models bind to one database at a time). */
  function withLimits(limits: Parameters<typeof rateLimitsWith>[0]) {
    beforeAll(async () => {
      own = await startTestApp({
        integrations: { smtpUrl: sink.url },
        rateLimits: rateLimitsWith(limits),
      });
      api = clientFor(own);
    });
    afterAll(async () => own.close());
  }
  const codeFor = async (email: string) => {
    const before = sink.mails.length;
    await api.user.sendMail(email);
    const mail = await sink.waitFor(
      (m, i = sink.mails.indexOf(m)) => i >= before && m.to.includes(email),
    );
    return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  };
  const tryCode = (email: string, otp: string) =>
    outcomeOf(api, api.user.changePassword({ email, otp, password: NEW_PASSWORD }));
  const wrongFor = (code: string) => (code === '999999' ? '888888' : '999999');

  describe('with the shipped limits', () => {
    withLimits({});

    it('asking for a new code does not give wrong guesses back: 5 in 15 minutes in all', async () => {
      const { user } = await createUser(own);
      const first = await codeFor(user.email);
      for (let i = 0; i < 3; i += 1)
        expect((await tryCode(user.email, wrongFor(first))).status).toBe(400);
      const second = await codeFor(user.email);
      for (let i = 0; i < 2; i += 1)
        expect((await tryCode(user.email, wrongFor(second))).status).toBe(400);
      const right = await tryCode(user.email, second);
      expect(right.status).toBe(429);
      expect(right.error?.message).toMatch(/Too many attempts/);
    });
  });

  describe('with 3 wrong codes per IP (RESET_LIMIT_FAILURES_PER_IP)', () => {
    withLimits({ resetFailuresPerIp: 3 });

    it('refuses a 4th wrong code from one IP, whichever address it is for', async () => {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await tryCode(`guess-${i}@wallart.test`, '123456')).status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    });
  });

  describe('parallel guesses', () => {
    withLimits({});

    it('of 10 parallel wrong codes for one address, 5 are checked and 5 refused', async () => {
      const { user } = await createUser(own);
      const code = await codeFor(user.email);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => tryCode(user.email, wrongFor(code))),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([
        ...Array<number>(5).fill(400),
        ...Array<number>(5).fill(429),
      ]);
    });
  });

  describe('with a daily cap of 6 wrong codes (RESET_LIMIT_FAILURES_PER_ADDRESS_DAY)', () => {
    withLimits({ resetFailuresPerAddress: 100, resetFailuresPerAddressPerDay: 6 });

    it('refuses the 7th try of the day, even with the right code', async () => {
      const { user } = await createUser(own);
      const first = await codeFor(user.email);
      for (let i = 0; i < 5; i += 1)
        expect((await tryCode(user.email, wrongFor(first))).status).toBe(400);
      const second = await codeFor(user.email);
      expect((await tryCode(user.email, wrongFor(second))).status).toBe(400);
      expect((await tryCode(user.email, second)).status).toBe(429);
    });
  });

  describe('with a daily cap of 4 mails (RESET_LIMIT_MAILS_PER_ADDRESS_DAY)', () => {
    withLimits({ resetRequestsPerAddress: 100, resetMailsPerAddressPerDay: 4 });

    it('sends an address at most 4 codes a day; the 5th ask is a 429 and no mail', async () => {
      const { user } = await createUser(own);
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await outcomeOf(api, api.user.sendMail(user.email))).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      await sink.waitFor(() => sink.mails.filter((m) => m.to.includes(user.email)).length >= 4);
      expect(sink.mails.filter((m) => m.to.includes(user.email))).toHaveLength(4);
    });
  });
});
