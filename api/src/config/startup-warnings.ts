import type { Env } from './env';

/**
 * What a shop owner should know at start about the limits: all of them off, or every shopper
 * seen as one address (no TRUST_PROXY, so behind a proxy the proxy's address is everyone's).
 * Loopback is never exempt, so that one address would share every per-IP limit.
 */
export function rateLimitWarnings(env: Pick<Env, 'RATE_LIMITS' | 'TRUST_PROXY'>): string[] {
  if (env.RATE_LIMITS === 'off') {
    return [
      'RATE_LIMITS=off: every rate limit is off (login, registration, reset codes, orders, search). Only for benchmarks and load tests, never a real shop',
    ];
  }
  if (env.TRUST_PROXY === 'false' || env.TRUST_PROXY === '') {
    return [
      'TRUST_PROXY is not set: rate limits see the address that connects. Behind a proxy or load balancer that is the proxy, one address for every shopper; set TRUST_PROXY (a hop count or the proxy addresses)',
    ];
  }
  return [];
}
