import crypto from 'node:crypto';
import bcrypt from 'bcrypt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimitsWith } from '../../config/rate-limits';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { openTestRedis } from '../../test/redis-store';
import { startTestApp, type TestApp } from '../../test/test-app';

// Every password comparison is counted, to tell how many guesses were really checked. The spy
// sits on the module the app calls through, so it counts whichever file loaded bcrypt first.
const compareSpy = vi.spyOn(bcrypt, 'compare');
const compares = {
  get count() {
    return compareSpy.mock.calls.length;
  },
};
afterAll(() => compareSpy.mockRestore());

let ipCounter = 0;
/** An address no other test uses: every test starts with clean per-IP counts. */
const freshIp = () => {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
};
const unknownEmail = () => `nobody-${crypto.randomBytes(5).toString('hex')}@wallart.test`;

function loginFrom(app: TestApp, ip: string, email: string, password: string) {
  return app.call('POST', '/api/user/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': ip },
  });
}

async function statusesOf(count: number, attempt: (i: number) => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await attempt(i)).status);
  return statuses;
}

const times = (n: number, status: number) => Array<number>(n).fill(status);

describe.each(['memory', 'redis'] as const)('login limits, counters in %s', (store) => {
  let app: TestApp;
  let closeRedis = async () => {};
  beforeAll(async () => {
    const redis = store === 'redis' ? openTestRedis() : null;
    if (redis) closeRedis = redis.close;
    app = await startTestApp({ trustProxy: true, redis: redis?.redis ?? null });
  });
  afterAll(async () => {
    await app.close();
    await closeRedis();
  });

  it('of 40 parallel wrong passwords for one address from one IP, 10 are checked', async () => {
    const { user } = await createUser(app);
    const ip = freshIp();
    const before = compares.count;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom(app, ip, user.email, `Wrong-${i}`)),
    );
    const checked = compares.count - before;
    const statuses = answers.map((a) => a.status).sort();
    expect({ checked, statuses }).toEqual({
      checked: 10,
      statuses: [...times(10, 401), ...times(30, 429)],
    });
    // The pair is locked now, even for the right password.
    expect((await loginFrom(app, ip, user.email, TEST_PASSWORD)).status).toBe(429);
  });

  it('a right password gives the pair its 10 tries back', async () => {
    const { user } = await createUser(app);
    const ip = freshIp();
    const wrong = () => loginFrom(app, ip, user.email, 'Not-the-password1');
    expect(await statusesOf(9, wrong)).toEqual(times(9, 401));
    expect((await loginFrom(app, ip, user.email, TEST_PASSWORD)).status).toBe(200);
    expect(await statusesOf(11, wrong)).toEqual([...times(10, 401), 429]);
  });

  it('an unknown address is limited exactly like a known one', async () => {
    const ip = freshIp();
    const email = unknownEmail();
    const answers = await statusesOf(11, () => loginFrom(app, ip, email, 'Not-the-password1'));
    expect(answers).toEqual([...times(10, 401), 429]);
  });

  it('20 failures from one IP across addresses refuse that IP for any further address', async () => {
    const sprayer = freshIp();
    const spray = () => loginFrom(app, sprayer, unknownEmail(), 'Summer2026!');
    expect(await statusesOf(21, spray)).toEqual([...times(20, 401), 429]);
    // Even an account's right password is refused from that IP…
    const { user } = await createUser(app);
    expect((await loginFrom(app, sprayer, user.email, TEST_PASSWORD)).status).toBe(429);
    // …while any other IP signs in as usual.
    expect((await loginFrom(app, freshIp(), user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('50 failures for one address refuse new IPs, while IPs that signed in before keep working', async () => {
    const { user } = await createUser(app);
    const home = freshIp();
    expect((await loginFrom(app, home, user.email, TEST_PASSWORD)).status).toBe(200);

    // Five attackers, ten tries each: 50 failures for the address across IPs.
    for (let attacker = 0; attacker < 5; attacker += 1) {
      const ip = freshIp();
      const tries = await statusesOf(10, () => loginFrom(app, ip, user.email, 'Guess-123'));
      expect(tries).toEqual(times(10, 401));
    }
    // A sixth IP is refused before its password is checked, right or wrong.
    const stranger = freshIp();
    const before = compares.count;
    expect((await loginFrom(app, stranger, user.email, TEST_PASSWORD)).status).toBe(429);
    expect(compares.count - before).toBe(0);

    // The owner's own device still signs in, and keeps only its own pair limit.
    expect((await loginFrom(app, home, user.email, TEST_PASSWORD)).status).toBe(200);
    const typos = await statusesOf(11, () => loginFrom(app, home, user.email, 'Typo-123'));
    expect(typos).toEqual([...times(10, 401), 429]);
  });

  it('IPv6 addresses in one /64 share their limits; the next /64 has its own', async () => {
    const { user } = await createUser(app);
    const net = `2001:db8:${(ipCounter += 1).toString(16)}:1`;
    const tries = await statusesOf(10, (i) =>
      loginFrom(app, `${net}::${(i + 1).toString(16)}`, user.email, 'Guess-123'),
    );
    expect(tries).toEqual(times(10, 401));
    expect((await loginFrom(app, `${net}:ffff::9`, user.email, 'Guess-123')).status).toBe(429);
    const neighbour = `2001:db8:${ipCounter.toString(16)}:2::1`;
    expect((await loginFrom(app, neighbour, user.email, 'Guess-123')).status).toBe(401);
  });
});

describe('login limits switched off', () => {
  let app: TestApp;
  afterAll(async () => app.close());

  it('LOGIN_LIMIT_PER_ADDRESS_IP=0 turns the pair limit off alone', async () => {
    app = await startTestApp({
      trustProxy: true,
      rateLimits: rateLimitsWith({ loginPerAddressAndIp: 0 }),
    });
    const { user } = await createUser(app);
    const ip = freshIp();
    const tries = await statusesOf(12, () => loginFrom(app, ip, user.email, 'Guess-123'));
    expect(tries).toEqual(times(12, 401));
    expect((await loginFrom(app, ip, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('RATE_LIMITS=off turns every login limit off', async () => {
    await app.close();
    app = await startTestApp({ trustProxy: true, rateLimits: rateLimitsWith({}, false) });
    const ip = freshIp();
    const before = compares.count;
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => loginFrom(app, ip, unknownEmail(), 'Guess-123')),
    );
    expect(answers.map((a) => a.status)).toEqual(times(25, 401));
    expect(compares.count - before).toBe(25);
  });
});
