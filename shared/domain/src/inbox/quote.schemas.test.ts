import { describe, expect, it } from 'vitest';
import { isQuoteProductId } from './quote.rules';
import { quoteInputSchema } from './quote.schemas';

describe('quoteInputSchema', () => {
  const quote = { price: 38500, size: ' 24x36 in ', description: ' Oil ', deliveryDays: 21 };

  it('takes a price in LKR, a size, a description and whole delivery days, trimmed', () => {
    expect(quoteInputSchema.parse(quote)).toEqual({
      price: 38500,
      size: '24x36 in',
      description: 'Oil',
      deliveryDays: 21,
    });
  });

  it.each([
    ['a zero price', { price: 0 }, 'Price must be more than 0'],
    ['three decimals', { price: 1.005 }, 'Price has at most two decimals'],
    ['no size', { size: ' ' }, 'Size is required'],
    ['no description', { description: '' }, 'Description is required'],
    ['half a day', { deliveryDays: 1.5 }, 'Delivery days is a whole number'],
    ['a year and a day', { deliveryDays: 366 }, 'Delivery days is at most 365'],
  ])('refuses %s', (_label, change, message) => {
    const result = quoteInputSchema.safeParse({ ...quote, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('isQuoteProductId', () => {
  it('knows a one-off product by its CUSTOM- code, in any case', () => {
    expect(isQuoteProductId('CUSTOM-ABCDEFGHJKLM')).toBe(true);
    expect(isQuoteProductId('custom-abc')).toBe(true);
    expect(isQuoteProductId('WA-KI-002')).toBe(false);
  });
});
