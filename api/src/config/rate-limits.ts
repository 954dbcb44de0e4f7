import { z } from 'zod';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface LimitDefinition {
  /** The environment variable that sets `points`; `0` turns this one limit off. */
  env: string;
  /** How many within the window, by default. */
  points: number;
  durationSeconds: number;
  /** Where its counters live (a Redis key prefix). */
  prefix: string;
}

/**
 * Every limit of the shop, in one table: the README's configuration table lists the same.
 * Defaults never get in the way of one person's normal use. Login follows PRODUCT §4: failures
 * are counted before the password is checked, per address and IP, per IP, and per address
 * across IPs (where IPs that signed in to the account before keep only their pair limit).
 */
export const RATE_LIMIT_DEFINITIONS = {
  loginPerAddressAndIp: {
    env: 'LOGIN_LIMIT_PER_ADDRESS_IP',
    points: 10,
    durationSeconds: 15 * MINUTE,
    prefix: 'login-pair',
  },
  loginPerIp: {
    env: 'LOGIN_LIMIT_PER_IP',
    points: 20,
    durationSeconds: 15 * MINUTE,
    prefix: 'login-ip',
  },
  loginPerAddress: {
    env: 'LOGIN_LIMIT_PER_ADDRESS',
    points: 50,
    durationSeconds: 15 * MINUTE,
    prefix: 'login-address',
  },
  registerPerIp: {
    env: 'REGISTER_LIMIT_PER_IP',
    points: 20,
    durationSeconds: HOUR,
    prefix: 'register-ip',
  },
  resetRequestsPerAddress: {
    env: 'RESET_LIMIT_REQUESTS_PER_ADDRESS',
    points: 3,
    durationSeconds: 15 * MINUTE,
    prefix: 'reset-ask-mail',
  },
  resetMailsPerAddressPerDay: {
    env: 'RESET_LIMIT_MAILS_PER_ADDRESS_DAY',
    points: 10,
    durationSeconds: DAY,
    prefix: 'reset-ask-mail-day',
  },
  resetRequestsPerIp: {
    env: 'RESET_LIMIT_REQUESTS_PER_IP',
    points: 10,
    durationSeconds: 15 * MINUTE,
    prefix: 'reset-ask-ip',
  },
  resetFailuresPerAddress: {
    env: 'RESET_LIMIT_FAILURES_PER_ADDRESS',
    points: 5,
    durationSeconds: 15 * MINUTE,
    prefix: 'reset-fail-mail',
  },
  resetFailuresPerAddressPerDay: {
    env: 'RESET_LIMIT_FAILURES_PER_ADDRESS_DAY',
    points: 15,
    durationSeconds: DAY,
    prefix: 'reset-fail-mail-day',
  },
  resetFailuresPerIp: {
    env: 'RESET_LIMIT_FAILURES_PER_IP',
    points: 20,
    durationSeconds: 15 * MINUTE,
    prefix: 'reset-fail-ip',
  },
  accountCodeRequests: {
    env: 'ACCOUNT_CODE_LIMIT_PER_ACCOUNT',
    points: 3,
    durationSeconds: 15 * MINUTE,
    prefix: 'account-code-ask',
  },
  accountProofFailures: {
    env: 'ACCOUNT_PROOF_LIMIT_PER_ACCOUNT',
    points: 10,
    durationSeconds: 15 * MINUTE,
    prefix: 'account-proof',
  },
  verifyCodeRequestsPerAccount: {
    env: 'VERIFY_CODE_LIMIT_PER_ACCOUNT',
    points: 3,
    durationSeconds: 15 * MINUTE,
    prefix: 'verify-ask',
  },
  verifyCodeRequestsPerAccountPerDay: {
    env: 'VERIFY_CODE_LIMIT_PER_ACCOUNT_DAY',
    points: 10,
    durationSeconds: DAY,
    prefix: 'verify-ask-day',
  },
  verifyCodeFailures: {
    env: 'VERIFY_CODE_FAILURE_LIMIT_PER_ACCOUNT',
    points: 10,
    durationSeconds: 15 * MINUTE,
    prefix: 'verify-fail',
  },
  reviewsPerIp: {
    env: 'REVIEW_LIMIT_PER_IP',
    points: 5,
    durationSeconds: 10 * MINUTE,
    prefix: 'review-ip',
  },
  inboxPerIp: {
    env: 'INBOX_LIMIT_PER_IP',
    points: 10,
    durationSeconds: 10 * MINUTE,
    prefix: 'inbox-ip',
  },
  ordersPerAccount: {
    env: 'ORDER_LIMIT_PER_ACCOUNT',
    points: 60,
    durationSeconds: HOUR,
    prefix: 'order-account',
  },
  ordersPerIp: {
    env: 'ORDER_LIMIT_PER_IP',
    points: 300,
    durationSeconds: HOUR,
    prefix: 'order-ip',
  },
  /** Orders placed without an account (PRODUCT §11). */
  guestOrdersPerIp: {
    env: 'GUEST_ORDER_LIMIT_PER_IP',
    points: 10,
    durationSeconds: HOUR,
    prefix: 'guest-order-ip',
  },
  guestOrdersPerAddress: {
    env: 'GUEST_ORDER_LIMIT_PER_ADDRESS_DAY',
    points: 5,
    durationSeconds: DAY,
    prefix: 'guest-order-address',
  },
  /** "Find my order": each one may mail a link (PRODUCT §11). */
  orderLookupsPerIp: {
    env: 'ORDER_LOOKUP_LIMIT_PER_IP',
    points: 10,
    durationSeconds: 15 * MINUTE,
    prefix: 'order-lookup-ip',
  },
  orderLookupsPerAddress: {
    env: 'ORDER_LOOKUP_LIMIT_PER_ADDRESS',
    points: 5,
    durationSeconds: HOUR,
    prefix: 'order-lookup-address',
  },
  /**
   * Order and status mails to an address no confirmed account owns (guests, unconfirmed
   * accounts); past it the order goes on and the mail is skipped and logged (PRODUCT §11).
   */
  unconfirmedMailsPerAddress: {
    env: 'UNCONFIRMED_ORDER_MAIL_LIMIT_PER_ADDRESS_DAY',
    points: 10,
    durationSeconds: DAY,
    prefix: 'unconfirmed-mail-address',
  },
  quoteLookupsPerIp: {
    env: 'QUOTE_LIMIT_PER_IP',
    points: 30,
    durationSeconds: 15 * MINUTE,
    prefix: 'quote-ip',
  },
  /** Discount-code guesses: every check, and every code an order is refused for (0105). */
  discountChecksPerIp: {
    env: 'DISCOUNT_CHECK_LIMIT_PER_IP',
    points: 30,
    durationSeconds: 10 * MINUTE,
    prefix: 'discount-check-ip',
  },
  restockRequestsPerIp: {
    env: 'RESTOCK_REQUEST_LIMIT_PER_IP',
    points: 10,
    durationSeconds: HOUR,
    prefix: 'restock-ip',
  },
  searchPerIp: {
    env: 'SEARCH_LIMIT_PER_IP',
    points: 300,
    durationSeconds: MINUTE,
    prefix: 'search-ip',
  },
} as const satisfies Record<string, LimitDefinition>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFINITIONS;
type LimitEnvName = (typeof RATE_LIMIT_DEFINITIONS)[RateLimitName]['env'];

export interface LimitRule {
  /** Allowed within the window; 0 means no limit. */
  points: number;
  durationSeconds: number;
  prefix: string;
}

/** The limits in force: each one's rule, and whether limits are on at all (`RATE_LIMITS`). */
export interface RateLimitConfig {
  enabled: boolean;
  rules: Record<RateLimitName, LimitRule>;
}

const NAMES = Object.keys(RATE_LIMIT_DEFINITIONS) as RateLimitName[];

function configWith(enabled: boolean, points: (name: RateLimitName) => number): RateLimitConfig {
  const rules = Object.fromEntries(
    NAMES.map((name) => {
      const { durationSeconds, prefix } = RATE_LIMIT_DEFINITIONS[name];
      return [name, { points: points(name), durationSeconds, prefix }];
    }),
  ) as Record<RateLimitName, LimitRule>;
  return { enabled, rules };
}

/** The shipped defaults, every limit on. */
export const DEFAULT_RATE_LIMITS: RateLimitConfig = configWith(
  true,
  (name) => RATE_LIMIT_DEFINITIONS[name].points,
);

/** The defaults with some limits changed (tests; `0` turns one off). */
export function rateLimitsWith(
  points: Partial<Record<RateLimitName, number>>,
  enabled = true,
): RateLimitConfig {
  return configWith(enabled, (name) => points[name] ?? RATE_LIMIT_DEFINITIONS[name].points);
}

const count = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a whole number (0 turns the limit off)' })
    .int('must be a whole number (0 turns the limit off)')
    .min(0, 'must be 0 (off) or more')
    .max(1_000_000_000)
    .default(fallback);

/** The environment variables of the limits, for env.ts's one schema. */
export const rateLimitEnvShape = {
  /** `off` turns every limit off at once (benchmarks, load tests); the server warns at start. */
  RATE_LIMITS: z.enum(['on', 'off'], { message: 'RATE_LIMITS is on or off' }).default('on'),
  ...(Object.fromEntries(
    NAMES.map((name) => [
      RATE_LIMIT_DEFINITIONS[name].env,
      count(RATE_LIMIT_DEFINITIONS[name].points),
    ]),
  ) as Record<LimitEnvName, ReturnType<typeof count>>),
};

type LimitEnv = { RATE_LIMITS: 'on' | 'off' } & Record<LimitEnvName, number>;

/** The limits the environment asks for. */
export function rateLimitsFromEnv(env: LimitEnv): RateLimitConfig {
  return configWith(env.RATE_LIMITS === 'on', (name) => env[RATE_LIMIT_DEFINITIONS[name].env]);
}
