import { describe, expect, it } from 'vitest';
import type { Order } from '@wallart/domain';
import { statusMoveOf } from './order-status-change';

// What a change of status writes, by the shop's rules (order-status-change.ts).

const order = {
  status: 'Pending',
  holdsStock: true,
  discountCode: null,
  hiddenByShopperAt: null,
  paymentMethod: 'bank-transfer',
  paymentStatus: 'unpaid',
};
const shown = { orderID: 'WA-TEST0001', tracking: null } as unknown as Order;

describe('statusMoveOf', () => {
  it('moves Pending to Processing with no stock or code to move', () => {
    const move = statusMoveOf(order, shown, 'Processing', {});
    expect(move).toMatchObject({
      status: 'Processing',
      holdsStock: true,
      stock: null,
      discount: null,
    });
    expect(move).not.toHaveProperty('hiddenByShopperAt');
  });

  it('is nothing for the same status again, and a 409 with other tracking', () => {
    expect(statusMoveOf(order, shown, 'Pending', {})).toBeNull();
    expect(() => statusMoveOf(order, shown, 'Pending', { carrier: 'Pronto' })).toThrow(
      expect.objectContaining({ code: 'conflict' }),
    );
  });

  it('gives the stock and the code back on the way to Cancelled', () => {
    const move = statusMoveOf({ ...order, discountCode: 'ART10' }, shown, 'Cancelled', {});
    expect(move).toMatchObject({ holdsStock: false, stock: 'return', discount: 'release' });
  });

  it('takes them again out of Cancelled, and shows the order to its shopper again', () => {
    const cancelled = {
      ...order,
      status: 'Cancelled',
      holdsStock: 0,
      discountCode: 'ART10',
      hiddenByShopperAt: '2026-11-01 10:00:00.000 +00:00',
    };
    expect(statusMoveOf(cancelled, shown, 'Pending', {})).toMatchObject({
      holdsStock: true,
      stock: 'take',
      discount: 'restore',
      hiddenByShopperAt: null,
    });
  });

  it('marks cash on delivery paid on Delivered, in the same row', () => {
    const move = statusMoveOf({ ...order, paymentMethod: 'cod' }, shown, 'Delivered', {});
    expect(move?.payment).toMatchObject({ paymentStatus: 'paid' });
  });
});
