import crypto from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests share limits through (127.0.0.1:6379 unless TEST_REDIS_URL says). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A connection whose keys carry a prefix of their own, deleted again by `close`. */
export function openTestRedis(): { redis: Redis; close(): Promise<void> } {
  const prefix = `wallart-test-${crypto.randomBytes(5).toString('hex')}:`;
  const redis = new Redis(TEST_REDIS_URL, { keyPrefix: prefix });
  return {
    redis,
    async close() {
      const plain = new Redis(TEST_REDIS_URL);
      const keys = await plain.keys(`${prefix}*`);
      if (keys.length) await plain.del(...keys);
      await plain.quit();
      await redis.quit();
    },
  };
}
