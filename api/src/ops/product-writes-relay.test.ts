import { Redis } from 'ioredis';
import { pino } from 'pino';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  announceProductWrite,
  announceStockMoved,
  onProductWrites,
  type StockMoved,
} from '../db/product-writes';
import { initModels } from '../db/models';
import { openTestRedis, TEST_REDIS_URL } from '../test/redis-store';
import { openEmptyTestDatabase } from '../test/test-db';
import { relayProductWrites, type ProductWritesRelay } from './product-writes-relay';

/** One server: its database connection, what its listeners heard, and its relay. */
interface Server {
  sequelize: Sequelize;
  heard: (StockMoved | undefined)[];
  relay: ProductWritesRelay;
  close(): Promise<void>;
}

const logger = pino({ level: 'silent' });
const shared = openTestRedis();
const prefix = shared.redis.options.keyPrefix ?? '';
const servers: Server[] = [];

async function startServer(): Promise<Server> {
  const db = await openEmptyTestDatabase();
  initModels(db.sequelize);
  const redis = new Redis(TEST_REDIS_URL, { keyPrefix: prefix });
  const heard: (StockMoved | undefined)[] = [];
  onProductWrites(db.sequelize, (change) => heard.push(change));
  const relay = relayProductWrites(db.sequelize, redis, logger);
  await relay.ready;
  const server = {
    sequelize: db.sequelize,
    heard,
    relay,
    async close() {
      await relay.close();
      await redis.quit();
      await db.close();
    },
  };
  servers.push(server);
  return server;
}

let a: Server;
let b: Server;
beforeAll(async () => {
  a = await startServer();
  b = await startServer();
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await shared.close();
});

const clear = () => {
  a.heard.length = 0;
  b.heard.length = 0;
};

describe('product write notifications between servers through Redis', () => {
  it('tells the other server of stock moved by orders, when made and when committed', async () => {
    clear();
    await a.sequelize.transaction(async (transaction) =>
      announceStockMoved(a.sequelize, ['WA-LR-001', 'WA-KI-002'], transaction),
    );
    const moved = { stockOf: ['WA-LR-001', 'WA-KI-002'] };
    await vi.waitFor(() => expect(b.heard).toEqual([moved, moved]));
    // The writer hears its own write once each time, not again through Redis.
    expect(a.heard).toEqual([moved, moved]);
  });

  it('tells of any other write as "anything changed"', async () => {
    clear();
    await b.sequelize.transaction(async (transaction) =>
      announceProductWrite(b.sequelize, transaction),
    );
    await vi.waitFor(() => expect(a.heard).toEqual([undefined, undefined]));
    expect(b.heard).toEqual([undefined, undefined]);
  });

  it('ignores what is not a server telling of a write', async () => {
    clear();
    const other = new Redis(TEST_REDIS_URL);
    const channel = `${prefix}wallart:product-writes`;
    await other.publish(channel, 'not json');
    await other.publish(channel, JSON.stringify({ stockOf: ['WA-LR-001'] }));
    // A last, well-formed message: once it is heard, the ones before it were read too.
    await other.publish(channel, JSON.stringify({ from: 'elsewhere', stockOf: ['WA-RS-003', 4] }));
    await other.quit();
    await vi.waitFor(() => expect(a.heard).toEqual([{ stockOf: ['WA-RS-003'] }]));
    expect(b.heard).toEqual([{ stockOf: ['WA-RS-003'] }]);
  });

  it('forgets everything when it hears the others again after losing them', async () => {
    clear();
    const admin = new Redis(TEST_REDIS_URL);
    const name = `${prefix}wallart:product-writes`.replace(/\W+/g, '-');
    const list = (await admin.client('LIST')) as string;
    const ids = list
      .split('\n')
      .filter((line) => line.includes(` name=${name} `))
      .map((line) => /\bid=(\d+)/.exec(line)?.[1]);
    expect(ids).toHaveLength(2);
    for (const id of ids) await admin.client('KILL', 'ID', id as string);
    await admin.quit();
    await vi.waitFor(() => {
      expect(a.heard).toEqual([undefined]);
      expect(b.heard).toEqual([undefined]);
    });
    // And still hears the other server afterwards.
    clear();
    await a.sequelize.transaction(async (transaction) =>
      announceStockMoved(a.sequelize, ['WA-LR-001'], transaction),
    );
    await vi.waitFor(() => expect(b.heard).toHaveLength(2));
  });
});
