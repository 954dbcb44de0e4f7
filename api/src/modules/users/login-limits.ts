import { createLimiter, takeAll, type LimiterStore } from '../../lib/rate-limit';
import type { KnownSignInIps } from './known-sign-in-ips';

/** A login try that passed its limits: tell it how the password check went. */
export interface LoginTry {
  /** The password was right: its tries are given back and the IP is remembered. */
  succeeded(userId: number): Promise<void>;
}

/**
 * PRODUCT §4's login rule. Each try is counted before its password is checked (so 40 parallel
 * tries check at most 10), in three windows: per address and IP, per IP across addresses
 * (password spraying), and per address across IPs, which IPs that have signed in to the account
 * before skip, so nobody can lock an owner out; they keep only their own pair limit.
 */
export function createLoginLimits(store: LimiterStore, knownIps: KnownSignInIps) {
  const pair = createLimiter(store, 'loginPerAddressAndIp');
  const perIp = createLimiter(store, 'loginPerIp');
  const perAddress = createLimiter(store, 'loginPerAddress');
  // Addresses never hold a space, so "address ip" names one pair.
  const pairKey = (email: string, ip: string) => `${email} ${ip}`;

  return {
    /**
     * Counts the try, or throws `rate_limited`. `userId` is the account the address names (or
     * null: an unknown address is limited exactly alike, so the answers tell nothing).
     */
    async begin(email: string, ip: string, userId: number | null): Promise<LoginTry> {
      await pair.take(pairKey(email, ip));
      // An unknown address asks too (no account has id 0), so both take the same path.
      const known = (perIp.on || perAddress.on) && (await knownIps.has(userId ?? 0, ip));
      const wide: Array<[typeof pair, string]> = known
        ? []
        : [
            [perIp, ip],
            [perAddress, email],
          ];
      try {
        await takeAll(wide);
      } catch (error) {
        // Refused before any check: the pair's try does not count either.
        await pair.refund(pairKey(email, ip));
        throw error;
      }
      return {
        async succeeded(id) {
          await Promise.all([
            // The owner proved themselves on this pair: its count starts again.
            pair.reset(pairKey(email, ip)),
            // A right password is no failure; the windows shared with others only get it back.
            ...wide.map(([limiter, key]) => limiter.refund(key)),
            knownIps.remember(id, ip),
          ]);
        },
      };
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
