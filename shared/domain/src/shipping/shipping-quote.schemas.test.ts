import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { shippingQuoteRequestSchema, shippingQuoteSchema } from './shipping-quote.schemas';

function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`.replace(/^: /, ''));
}

describe('shippingQuoteRequestSchema', () => {
  it('defaults the country to the home country', () => {
    expect(
      shippingQuoteRequestSchema.parse({ billItems: [{ productId: 'P1', quantity: 1 }] }),
    ).toEqual({ country: 'LK', billItems: [{ productId: 'P1', quantity: 1 }] });
  });

  it('refuses an unknown country and an empty bill', () => {
    expect(problems(shippingQuoteRequestSchema, { country: 'XX', billItems: [] })).toEqual([
      'country: Unknown country: use its two-letter ISO code, e.g. LK',
      'billItems: The order has no items',
    ]);
  });
});

describe('shippingQuoteSchema', () => {
  it('describes the answer', () => {
    const answer = {
      subtotal: 4500,
      methods: [
        { method: 'standard', label: 'Standard delivery', fee: 450, days: { min: 3, max: 7 } },
      ],
    };
    expect(shippingQuoteSchema.parse(answer)).toEqual(answer);
  });
});
