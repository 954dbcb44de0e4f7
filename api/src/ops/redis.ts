import { Redis } from 'ioredis';
import type { Logger } from 'pino';

const CONNECT_TIMEOUT_MS = 5000;

/**
 * The Redis connection that several API processes share rate limits through. Start-up waits
 * for it, so a wrong REDIS_URL stops the server with a clear message instead of each process
 * silently counting on its own. `keyPrefix` keeps this shop's keys apart in a shared Redis.
 */
export async function openRedis(url: string, keyPrefix: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 3,
  });
  redis.on('error', (err: Error) => logger.error({ err }, 'redis connection error'));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
  }
  return redis;
}

/** Closes the connection politely, or drops it if Redis does not answer in time. */
export async function closeRedis(redis: Redis): Promise<void> {
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 2000).unref());
  await Promise.race([redis.quit().then(() => undefined), timeout]).catch(() => undefined);
  redis.disconnect();
}
