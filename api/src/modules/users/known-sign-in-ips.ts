import type { LimiterStore } from '../../lib/rate-limit';

/** How long an address that signed in to an account is remembered after its last sign-in. */
export const KNOWN_IP_DAYS = 90;
const TTL_SECONDS = KNOWN_IP_DAYS * 24 * 60 * 60;

export interface KnownSignInIps {
  has(userId: number, ip: string): Promise<boolean>;
  remember(userId: number, ip: string): Promise<void>;
}

/**
 * The IPs (IPv6 by /64) that signed in to each account: they keep signing in while the
 * account's own limit across IPs is spent by others (PRODUCT §4). In Redis beside the limits'
 * counters when `REDIS_URL` is set, so every server knows them; else in this process.
 */
export function createKnownSignInIps(store: LimiterStore, now = Date.now): KnownSignInIps {
  const redis = store.redis;
  if (redis) {
    const key = (userId: number, ip: string) => `wallart:login-known:${userId}:${ip}`;
    return {
      has: async (userId, ip) => (await redis.exists(key(userId, ip))) === 1,
      remember: async (userId, ip) => {
        await redis.set(key(userId, ip), '1', 'EX', TTL_SECONDS);
      },
    };
  }
  const byUser = new Map<number, Map<string, number>>();
  return {
    async has(userId, ip) {
      const until = byUser.get(userId)?.get(ip);
      return until !== undefined && until > now();
    },
    async remember(userId, ip) {
      let ips = byUser.get(userId);
      if (!ips) byUser.set(userId, (ips = new Map()));
      const t = now();
      for (const [known, until] of ips) if (until <= t) ips.delete(known);
      ips.set(ip, t + TTL_SECONDS * 1000);
    },
  };
}
