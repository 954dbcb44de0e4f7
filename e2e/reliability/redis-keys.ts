import crypto from 'node:crypto';
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of one test's own: other shops or runs may share the Redis. */
export const redisKeyPrefix = () => `wallart-e2e-${crypto.randomBytes(4).toString('hex')}:`;

/** Deletes the keys under this prefix only. */
export async function dropKeys(prefix: string) {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}
