import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@wallart/domain';
import { OrderItemModel, OrderModel, ProductModel, ProductSizeModel } from '../../db/models';
import { createProduct, createUser, sizeLadder, type SignedIn } from '../../test/factories';
import {
  clientFor,
  outcomeOf,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => app.close());

async function stockOf(product: Product): Promise<number> {
  const row = await ProductModel.findOne({ where: { productId: product.productId }, raw: true });
  return Number(row?.stock);
}

async function ordersOf(product: Product): Promise<number> {
  return OrderItemModel.count({ where: { productId: product.productId } });
}

const orderOf = (product: Product, quantity: number) => ({
  name: 'Racer',
  address: '1 Speedway, Galle',
  phoneNumber: '0771112222',
  billItems: [{ productId: product.productId, quantity }],
});

async function shoppers(count: number): Promise<SignedIn[]> {
  return Promise.all(Array.from({ length: count }, () => createUser(app)));
}

/** Runs the calls at the same time, each on its own client: the outcome of each. */
async function race(calls: ((api: TestClient) => Promise<unknown>)[], who: SignedIn[]) {
  return Promise.all(
    calls.map((call, i) => {
      const api = clientFor(app, who[i] as SignedIn);
      return outcomeOf(api, call(api));
    }),
  );
}

describe('shoppers racing for the same prints', () => {
  it('sells the last unit exactly once when 10 shoppers order it at the same time', async () => {
    const product = await createProduct(app, { name: 'Last Lotus', stock: 1 });
    const racers = await shoppers(10);
    const results = await race(
      racers.map(() => (api) => api.order.place(orderOf(product, 1))),
      racers,
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.error?.message).toContain('Last Lotus');
    }
    expect(await stockOf(product)).toBe(0);
    expect(await ordersOf(product)).toBe(1);
  });

  it('lets exactly 3 of 5 parallel orders of 2 prints through when 7 are in stock', async () => {
    const product = await createProduct(app, { stock: 7 });
    const racers = await shoppers(5);
    const results = await race(
      racers.map(() => (api) => api.order.place(orderOf(product, 2))),
      racers,
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409]);
    expect(await stockOf(product)).toBe(1);
    expect(await ordersOf(product)).toBe(3);
  });
  it('gives back what a refused order of several sizes took, when orders arrive together', async () => {
    // 12x18 in has plenty, 24x36 in one print: every order wants one of each, so one order
    // gets both and the others take nothing, not even the size that had enough.
    const product = await createProduct(app, { name: 'Twin Peaks', sizes: sizeLadder([50, 0, 1]) });
    const both = {
      ...orderOf(product, 1),
      billItems: [
        { productId: product.productId, size: '12x18 in', quantity: 1 },
        { productId: product.productId, size: '24x36 in', quantity: 1 },
      ],
    };
    const alone = {
      ...orderOf(product, 1),
      billItems: [{ productId: product.productId, size: '12x18 in', quantity: 2 }],
    };
    const racers = await shoppers(10);
    const results = await race(
      racers.map((_, i) => (api) => api.order.place(i % 2 === 0 ? both : alone)),
      racers,
    );
    const [pairs, singles] = [0, 1].map((parity) =>
      results.filter((_, i) => i % 2 === parity).map((r) => r.status),
    );
    expect(pairs?.filter((s) => s === 201)).toHaveLength(1);
    expect(pairs?.filter((s) => s === 409)).toHaveLength(4);
    expect(singles).toEqual([201, 201, 201, 201, 201]);
    const sizes = await ProductSizeModel.findAll({
      where: {
        productRefId: (await ProductModel.findOne({ where: { productId: product.productId } }))?.id,
      },
      raw: true,
    });
    const stockOfSize = (label: string) => Number(sizes.find((s) => s.size === label)?.stock);
    expect(stockOfSize('12x18 in')).toBe(50 - 1 - 5 * 2);
    expect(stockOfSize('24x36 in')).toBe(0);
    expect(await stockOf(product)).toBe(50 - 1 - 5 * 2);
    expect(await ordersOf(product)).toBe(1 * 2 + 5);
  });
});

describe('the same order changed twice at the same time', () => {
  async function placed(stock: number, quantity: number) {
    const [shopper] = await shoppers(1);
    if (!shopper) throw new Error('no shopper');
    const product = await createProduct(app, { stock });
    const { order } = await clientFor(app, shopper).order.place(orderOf(product, quantity));
    return { product, shopper, id: order.orderID };
  }

  it('puts stock back once when two admins cancel it at the same time', async () => {
    const { product, id } = await placed(5, 3);
    const results = await race(
      [1, 2].map(() => (api) => api.order.setStatus(id, 'Cancelled')),
      [admin, admin],
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await stockOf(product)).toBe(5);
  });

  it('keeps the stock exact through ten status changes sent at once, in and out of Cancelled', async () => {
    const { product, id } = await placed(5, 3);
    const statuses = ['Cancelled', 'Processing'] as const;
    const results = await race(
      Array.from(
        { length: 10 },
        (_, i) => (api: TestClient) => api.order.setStatus(id, statuses[i % 2] ?? 'Cancelled'),
      ),
      Array.from({ length: 10 }, () => admin),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const order = await clientFor(app, admin).order.get(id);
    expect(await stockOf(product)).toBe(order.status === 'Cancelled' ? 5 : 2);
    // Each change that moved the order left one history entry, from the status it found.
    const history = order.statusHistory ?? [];
    history.slice(1).forEach((move, i) => expect(move.from).toBe(history[i]?.to));
    expect(history.at(-1)?.to).toBe(order.status);
  });

  it('puts stock back once when staff and its shopper delete it at the same time', async () => {
    const { product, id, shopper } = await placed(5, 3);
    const results = await race(
      [(api) => api.order.remove(id), (api) => api.order.remove(id)],
      [admin, shopper],
    );
    // Staff's Delete always removes it; the shopper's cancelled it first (200) or found it gone.
    const [staff, own] = results.map((r) => r.status);
    expect(staff).toBe(200);
    expect([200, 404]).toContain(own);
    expect(await stockOf(product)).toBe(5);
    expect(await OrderModel.count({ where: { orderID: id } })).toBe(0);
  });

  it('puts stock back once when it is cancelled and deleted at the same time', async () => {
    const { product, id } = await placed(5, 3);
    const results = await race(
      [(api) => api.order.setStatus(id, 'Cancelled'), (api) => api.order.remove(id)],
      [admin, admin],
    );
    expect(results.map((r) => r.status)).not.toContain(500);
    expect(await stockOf(product)).toBe(5);
  });
});
