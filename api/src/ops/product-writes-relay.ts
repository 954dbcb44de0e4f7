import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import {
  announceOtherServersWrite,
  onProductWrites,
  type ProductWriteListener,
  type StockMoved,
} from '../db/product-writes';

/** One server's notification to the others of a product write: stock moved, or anything changed. */
interface WriteNotification {
  from: string;
  stockOf?: readonly string[];
}

/** A notification from another server (`from`) and the change it names, or null when it is not one. */
function readNotification(text: string): { from: string; change: StockMoved | undefined } | null {
  try {
    const notification = JSON.parse(text) as Partial<WriteNotification>;
    if (typeof notification.from !== 'string') return null;
    const change = Array.isArray(notification.stockOf)
      ? { stockOf: notification.stockOf.filter((id): id is string => typeof id === 'string') }
      : undefined;
    return { from: notification.from, change };
  } catch {
    return null;
  }
}

export interface ProductWritesRelay {
  /** Resolves once this server hears the others. */
  ready: Promise<void>;
  /**
   * Resolves once Redis has taken every notification sent so far to the other servers (or
   * failed to), so an answer sent after it is not ahead of them.
   */
  notified(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Several API processes on one database: each notifies the others of its product writes through
 * Redis pub/sub, and hears theirs as if made here, so every server's catalogue cache and
 * remembered typo misses drop what another server's write changed (decision 0053). A write is
 * notified when made and again when committed, as it is heard here. A server whose subscription
 * dropped may have missed writes meanwhile: when it is back, it forgets everything.
 */
export function relayProductWrites(
  sequelize: Sequelize,
  redis: Redis,
  logger: Logger,
): ProductWritesRelay {
  const self = crypto.randomUUID();
  // Channels are not keys: ioredis does not prefix them, so the shop's prefix is added here.
  const channel = `${redis.options.keyPrefix ?? ''}wallart:product-writes`;
  // Named, so an operator (or a test) can tell it apart in CLIENT LIST.
  const subscriber = redis.duplicate({ connectionName: channel.replace(/\W+/g, '-') });
  let closed = false;
  let heardBefore = false;
  const sending = new Set<Promise<unknown>>();

  const notify: ProductWriteListener = (change?: StockMoved) => {
    if (closed) return;
    const notification: WriteNotification = { from: self, ...change };
    const published = redis.publish(channel, JSON.stringify(notification)).catch((err: unknown) => {
      logger.error({ err }, 'could not tell the other servers of a product write');
    });
    sending.add(published);
    void published.finally(() => sending.delete(published));
  };
  onProductWrites(sequelize, notify);

  subscriber.on('message', (from: string, text: string) => {
    if (closed || from !== channel) return;
    const notification = readNotification(text);
    if (!notification || notification.from === self) return;
    announceOtherServersWrite(sequelize, notification.change, notify);
  });
  subscriber.on('ready', () => {
    if (heardBefore && !closed) {
      logger.warn('heard the other servers again: forgetting every cached catalogue answer');
      announceOtherServersWrite(sequelize, undefined, notify);
    }
  });
  subscriber.on('error', (err: Error) => logger.error({ err }, 'product writes relay error'));

  const ready = subscriber.subscribe(channel).then(() => {
    heardBefore = true;
  });
  return {
    ready,
    async notified() {
      await Promise.all([...sending]);
    },
    async close() {
      closed = true;
      await ready.catch(() => undefined);
      subscriber.disconnect();
    },
  };
}
