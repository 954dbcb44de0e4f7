import { describe, expect, it } from 'vitest';
import { placeOrderSchema } from '../order/order.schemas';
import { discountCheckRequestSchema, discountWriteSchema } from './discount.schemas';

const base = { code: 'welcome10', type: 'percent', value: 10 } as const;

describe('discountWriteSchema', () => {
  it('keeps the code in capitals and fills the defaults', () => {
    expect(discountWriteSchema.parse(base)).toEqual({
      code: 'WELCOME10',
      type: 'percent',
      value: 10,
      minSubtotal: null,
      startsAt: null,
      endsAt: null,
      totalLimit: null,
      perCustomerLimit: null,
      active: true,
    });
  });

  it('refuses a percent outside 1–100 or with decimals, and a fixed amount of 0', () => {
    for (const value of [0, 101, 12.5]) {
      expect(discountWriteSchema.safeParse({ ...base, value }).success).toBe(false);
    }
    expect(discountWriteSchema.safeParse({ ...base, type: 'fixed', value: 0 }).success).toBe(false);
    expect(discountWriteSchema.safeParse({ ...base, type: 'fixed', value: 250.5 }).success).toBe(
      true,
    );
  });

  it('refuses an end before the start, odd characters and zero limits', () => {
    const dates = { startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' };
    const result = discountWriteSchema.safeParse({ ...base, ...dates });
    expect(result.error?.issues[0]?.path).toEqual(['endsAt']);
    expect(discountWriteSchema.safeParse({ ...base, code: 'NO SPACES' }).success).toBe(false);
    expect(discountWriteSchema.safeParse({ ...base, totalLimit: 0 }).success).toBe(false);
  });
});

describe('discount codes sent by shoppers', () => {
  const order = {
    name: 'Nimali',
    address: '12 Galle Road',
    phoneNumber: '0771234567',
    billItems: [{ productId: 'P1', quantity: 1 }],
  };

  it('takes the order body code in capitals, blank as none, and drops a sent discount', () => {
    expect(placeOrderSchema.parse({ ...order, discountCode: ' welcome10 ' }).discountCode).toBe(
      'WELCOME10',
    );
    expect(placeOrderSchema.parse({ ...order, discountCode: '' }).discountCode).toBeUndefined();
    const parsed = placeOrderSchema.parse({ ...order, discount: 999, total: 1 });
    expect(parsed).not.toHaveProperty('discount');
    expect(parsed).not.toHaveProperty('total');
  });

  it('checks a code against lines, home country by default', () => {
    const parsed = discountCheckRequestSchema.parse({ code: 'summer', billItems: order.billItems });
    expect(parsed).toMatchObject({ code: 'SUMMER', country: 'LK' });
    expect(discountCheckRequestSchema.safeParse({ code: ' ', billItems: [] }).success).toBe(false);
  });
});
