import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import {
  DEFAULT_RATE_LIMITS,
  type LimitRule,
  type RateLimitConfig,
  type RateLimitName,
} from '../config/rate-limits';
import { AppError } from './app-error';

/**
 * Where counters live (this process's memory, or Redis so several servers share them) and the
 * limits in force (config/rate-limits.ts).
 */
export interface LimiterStore {
  redis?: Redis | null;
  limits?: RateLimitConfig;
}

/** One limit: a number of tries per window for each key (an IP, an address, an account). */
export interface Limiter {
  /** False when this limit is off (`0`, or `RATE_LIMITS=off`): every call then does nothing. */
  readonly on: boolean;
  /**
   * Counts one try now, before the work it guards, so a burst of parallel tries cannot pass
   * the limit; past it, throws `rate_limited` (a 429).
   */
  take(key: string): Promise<void>;
  /** Gives one try back (a try that turned out not to count, e.g. a right password). */
  refund(key: string): Promise<void>;
  /** Forgets the key's tries. */
  reset(key: string): Promise<void>;
}

export function ruleOf(store: LimiterStore, name: RateLimitName): LimitRule | null {
  const limits = store.limits ?? DEFAULT_RATE_LIMITS;
  const rule = limits.rules[name];
  return limits.enabled && rule.points > 0 ? rule : null;
}

function makeLimiter(store: LimiterStore, rule: LimitRule): RateLimiterAbstract {
  const base = {
    keyPrefix: `wallart:${rule.prefix}`,
    points: rule.points,
    duration: rule.durationSeconds,
  };
  return store.redis
    ? new RateLimiterRedis({ ...base, storeClient: store.redis })
    : new RateLimiterMemory(base);
}

function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes <= 90) return `${minutes} minute(s)`;
  return `${Math.ceil(minutes / 60)} hour(s)`;
}

export const tooMany = (msBeforeNext: number) =>
  new AppError('rate_limited', `Too many attempts. Please try again in ${waitText(msBeforeNext)}`);

const OFF: Limiter = {
  on: false,
  take: async () => {},
  refund: async () => {},
  reset: async () => {},
};

/** The named limit of the config, or a limiter that does nothing when that limit is off. */
export function createLimiter(store: LimiterStore, name: RateLimitName): Limiter {
  const rule = ruleOf(store, name);
  if (!rule) return OFF;
  const limiter = makeLimiter(store, rule);
  return {
    on: true,
    async take(key) {
      try {
        await limiter.consume(key, 1);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
        throw error;
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/** Counts every call: past the limit within the window the call is refused with a 429. */
export function createCallLimiter(store: LimiterStore, name: RateLimitName) {
  const limiter = createLimiter(store, name);
  return (key: string) => limiter.take(key);
}
export type CallLimiter = ReturnType<typeof createCallLimiter>;

/**
 * Several limits taken together for one try (each with its own key); if one refuses, the
 * others give their try back, so a refused try counts nowhere. Both stores answer at once:
 * in memory no I/O at all, in Redis the commands go out together on one connection.
 */
export async function takeAll(parts: ReadonlyArray<readonly [Limiter, string]>): Promise<void> {
  const live = parts.filter(([limiter]) => limiter.on);
  const [only] = live;
  if (!only) return;
  if (live.length === 1) return only[0].take(only[1]);
  const results = await Promise.allSettled(live.map(([limiter, key]) => limiter.take(key)));
  const refused = results.find((r) => r.status === 'rejected');
  if (!refused) return;
  await Promise.all(
    live.map(([limiter, key], i) =>
      results[i]?.status === 'fulfilled' ? limiter.refund(key) : undefined,
    ),
  );
  throw refused.reason;
}
