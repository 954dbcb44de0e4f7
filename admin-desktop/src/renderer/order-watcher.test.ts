import type { Order, OrderListQueryInput } from '@wallart/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDesktopHost } from './desktop-host';
import { newOrderMessage, slipsMessage, startOrderWatcher } from './order-watcher';
import { fakeBridge } from './test/fake-bridge';

function order(orderID: string, name = 'Nimal Perera', total = 12500): Order {
  return {
    _id: orderID,
    orderID,
    email: 'nimal@example.com',
    name,
    address: 'Colombo',
    phoneNumber: '0771234567',
    status: 'Pending',
    subtotal: total,
    shippingFee: 0,
    country: 'LK',
    shippingMethod: 'standard',
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    paymentNote: null,
    hasPaymentSlip: false,
    paymentFlag: null,
    hiddenByShopperAt: null,
    total,
    labeledTotal: total,
    date: '2025-01-31T10:00:00.000Z',
    billItems: [],
  };
}

type Look = { total: number; newest?: Order } | Error;

/**
 * The server's answers, one per look: orders as `pages`, slips awaiting verification as
 * `slips` (none waiting unless told); the last answer repeats.
 */
function serverWith(pages: Look[], slips: Look[] = [{ total: 0 }]) {
  const next = (looks: Look[]) => {
    const look = looks.length > 1 ? looks.shift()! : looks[0]!;
    if (look instanceof Error) throw look;
    return { items: look.newest ? [look.newest] : [], total: look.total, page: 1, limit: 1 };
  };
  const list = vi.fn(async (query: OrderListQueryInput = {}) =>
    next(query.paymentStatus === 'awaiting-verification' ? slips : pages),
  );
  const orderLooks = () => list.mock.calls.filter(([q]) => !q?.paymentStatus);
  const slipLooks = () => list.mock.calls.filter(([q]) => q?.paymentStatus);
  return { list, orderLooks, slipLooks };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('new order notifications', () => {
  it('stay quiet about the orders already there when the app opens', async () => {
    const notify = vi.fn();
    const orders = serverWith([{ total: 7, newest: order('A7') }]);
    const stop = startOrderWatcher({ orders, notify });
    await vi.advanceTimersByTimeAsync(60_000 * 3);
    expect(orders.orderLooks()).toHaveLength(4);
    expect(orders.list).toHaveBeenCalledWith({ page: 1, limit: 1 });
    expect(notify).not.toHaveBeenCalled();
    stop();
  });

  it('announce an order placed while the app runs, once', async () => {
    const notify = vi.fn();
    const orders = serverWith([{ total: 7 }, { total: 8, newest: order('A8', 'Kamala', 9800) }]);
    const stop = startOrderWatcher({ orders, notify });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(notify).toHaveBeenCalledWith('New order', 'Kamala · LKR 9,800.00 (order A8)');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(notify).toHaveBeenCalledTimes(1);
    stop();
  });

  it('count several orders in one minute, and skip a failed look', async () => {
    const notify = vi.fn();
    const orders = serverWith([
      { total: 2 },
      new Error('offline'),
      { total: 5, newest: order('A5') },
    ]);
    const stop = startOrderWatcher({ orders, notify });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(
      '3 new orders',
      'Latest: Nimal Perera · LKR 12,500.00 (order A5)',
    );
    stop();
  });

  it('stop looking when the admin closes', async () => {
    const orders = serverWith([{ total: 1 }]);
    const stop = startOrderWatcher({ orders, notify: vi.fn() });
    stop();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(orders.orderLooks()).toHaveLength(1);
    expect(orders.slipLooks()).toHaveLength(1);
  });

  it('word a message without the order details when the list came back empty', () => {
    expect(newOrderMessage(1, undefined)).toEqual({
      title: 'New order',
      body: 'Open Orders to see it.',
    });
  });
});

describe('payment slip notifications', () => {
  const watchWithBridge = (orders: ReturnType<typeof serverWith>) => {
    const { bridge } = fakeBridge({ serverUrl: 'http://localhost:3000' });
    const host = createDesktopHost({
      bridge,
      serverUrl: 'http://localhost:3000',
      onSignedOut: vi.fn(),
    });
    const stop = startOrderWatcher({ orders, notify: host.notify });
    return { bridge, stop };
  };

  it('ask for the slips awaiting verification, and stay quiet about those already waiting', async () => {
    const orders = serverWith([{ total: 7 }], [{ total: 2 }]);
    const { bridge, stop } = watchWithBridge(orders);
    await vi.advanceTimersByTimeAsync(60_000 * 2);
    expect(orders.list).toHaveBeenCalledWith({ paymentStatus: 'awaiting-verification', limit: 1 });
    expect(orders.slipLooks()).toHaveLength(3);
    expect(bridge.notify).not.toHaveBeenCalled();
    stop();
  });

  it('tell staff through the desktop notification when more slips wait, counting all waiting', async () => {
    const orders = serverWith([{ total: 7 }], [{ total: 1 }, { total: 1 }, { total: 3 }]);
    const { bridge, stop } = watchWithBridge(orders);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(bridge.notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(bridge.notify).toHaveBeenCalledTimes(1);
    expect(bridge.notify).toHaveBeenCalledWith(
      '3 payment slips to verify',
      'Open Orders and filter by payment: Awaiting verification.',
    );
    await vi.advanceTimersByTimeAsync(120_000);
    expect(bridge.notify).toHaveBeenCalledTimes(1);
    stop();
  });

  it('say nothing when slips were verified (the count fell), and announce the next one', async () => {
    const orders = serverWith([{ total: 7 }], [{ total: 2 }, { total: 0 }, { total: 1 }]);
    const { bridge, stop } = watchWithBridge(orders);
    await vi.advanceTimersByTimeAsync(60_000 * 2);
    expect(bridge.notify).toHaveBeenCalledTimes(1);
    expect(bridge.notify).toHaveBeenCalledWith(
      '1 payment slip to verify',
      'Open Orders and filter by payment: Awaiting verification.',
    );
    stop();
  });

  it('announce new orders and new slips each in their own notification', async () => {
    const orders = serverWith(
      [{ total: 7 }, { total: 8, newest: order('A8', 'Kamala', 9800) }],
      [{ total: 0 }, { total: 1 }],
    );
    const { bridge, stop } = watchWithBridge(orders);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(bridge.notify).toHaveBeenCalledWith('New order', 'Kamala · LKR 9,800.00 (order A8)');
    expect(bridge.notify).toHaveBeenCalledWith(
      '1 payment slip to verify',
      'Open Orders and filter by payment: Awaiting verification.',
    );
    stop();
  });

  it('word the count in the singular or plural', () => {
    expect(slipsMessage(1).title).toBe('1 payment slip to verify');
    expect(slipsMessage(4).title).toBe('4 payment slips to verify');
  });
});
