import { describe, expect, it } from 'vitest';
import { lineTotal } from './order-line.rules';

describe('lineTotal', () => {
  it('multiplies price by quantity without float noise', () => {
    expect(lineTotal({ price: 1234.56, quantity: 3 })).toBe(3703.68);
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(lineTotal({ price: 12500, quantity: 1 })).toBe(12500);
  });
});
