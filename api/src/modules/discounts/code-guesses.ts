import { AppError } from '../../lib/app-error';
import { createLimiter, type Limiter, type LimiterStore } from '../../lib/rate-limit';

/**
 * The one budget of discount-code guesses per address (`DISCOUNT_CHECK_LIMIT_PER_IP`, decision
 * 0105), spent by `POST /api/discount/check` and by orders sent with a code. Built once in
 * app.ts, so both routes count on the same counters, in this process or in Redis.
 */
export interface CodeGuesses {
  /** The budget, for `takeAll` beside an order's own limits: past it, a 429. */
  readonly limiter: Limiter;
  /** A check spends a guess, right or wrong: it is how a shopper tries a code. */
  check(key: string): Promise<void>;
  /**
   * An order with a code, its guess already taken: the guess is given back unless the code
   * was refused, so only a wrong code (or one that does not apply) costs the budget.
   */
  settle<T>(key: string, placing: Promise<T>): Promise<T>;
}

const refusesCode = (error: unknown) =>
  error instanceof AppError && error.code === 'discount_refused';

export function createCodeGuesses(store: LimiterStore): CodeGuesses {
  const limiter = createLimiter(store, 'discountChecksPerIp');
  return {
    limiter,
    check: (key) => limiter.take(key),
    async settle(key, placing) {
      try {
        const placed = await placing;
        await limiter.refund(key);
        return placed;
      } catch (error) {
        if (!refusesCode(error)) await limiter.refund(key);
        throw error;
      }
    },
  };
}
