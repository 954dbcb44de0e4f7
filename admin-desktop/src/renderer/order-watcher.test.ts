import type { Order } from '@wallart/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newOrderMessage, startOrderWatcher } from './order-watcher';

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
    total,
    labeledTotal: total,
    date: '2025-01-31T10:00:00.000Z',
    billItems: [],
  };
}

function serverWith(pages: Array<{ total: number; newest?: Order } | Error>) {
  const list = vi.fn(async () => {
    const next = pages.length > 1 ? pages.shift()! : pages[0]!;
    if (next instanceof Error) throw next;
    return { items: next.newest ? [next.newest] : [], total: next.total, page: 1, limit: 1 };
  });
  return { list };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('new order notifications', () => {
  it('stay quiet about the orders already there when the app opens', async () => {
    const notify = vi.fn();
    const orders = serverWith([{ total: 7, newest: order('A7') }]);
    const stop = startOrderWatcher({ orders, notify });
    await vi.advanceTimersByTimeAsync(60_000 * 3);
    expect(orders.list).toHaveBeenCalledTimes(4);
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
    expect(orders.list).toHaveBeenCalledTimes(1);
  });

  it('word a message without the order details when the list came back empty', () => {
    expect(newOrderMessage(1, undefined)).toEqual({
      title: 'New order',
      body: 'Open Orders to see it.',
    });
  });
});
