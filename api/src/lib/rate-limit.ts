import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from './app-error';

/** Where counters live: this process's memory, or Redis so several servers share them. */
export interface LimiterStore {
  redis?: Redis | null;
}

export interface LimitOptions {
  prefix: string;
  points: number;
  durationSeconds: number;
}

function makeLimiter(store: LimiterStore, opts: LimitOptions): RateLimiterAbstract {
  const base = {
    keyPrefix: `wallart:${opts.prefix}`,
    points: opts.points,
    duration: opts.durationSeconds,
  };
  return store.redis
    ? new RateLimiterRedis({ ...base, storeClient: store.redis })
    : new RateLimiterMemory(base);
}

const tooMany = (msBeforeNext: number) =>
  new AppError(
    'rate_limited',
    `Too many attempts. Please try again in ${Math.max(1, Math.ceil(msBeforeNext / 60_000))} minute(s)`,
  );

/**
 * Counts failures only (wrong passwords, wrong codes): once `points` failures happen within
 * the window, every further try is refused until the window passes.
 */
export function createFailureLimiter(store: LimiterStore, opts: LimitOptions) {
  const limiter = makeLimiter(store, opts);
  return {
    async assertAllowed(key: string): Promise<void> {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= opts.points) throw tooMany(state.msBeforeNext);
    },
    async recordFailure(key: string): Promise<void> {
      await limiter.penalty(key, 1);
    },
    async reset(key: string): Promise<void> {
      await limiter.delete(key);
    },
  };
}
export type FailureLimiter = ReturnType<typeof createFailureLimiter>;

/** Counts every call: past `points` within the window the call is refused with a 429. */
export function createCallLimiter(store: LimiterStore, opts: LimitOptions) {
  const limiter = makeLimiter(store, opts);
  return async (key: string): Promise<void> => {
    try {
      await limiter.consume(key, 1);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
      throw error;
    }
  };
}
export type CallLimiter = ReturnType<typeof createCallLimiter>;
