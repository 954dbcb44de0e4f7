import { describe, expect, it } from 'vitest';
import { restockedSizes } from './wishlist.rules';

describe('restockedSizes', () => {
  it('names the sizes whose stock went from none to some, matching labels loosely', () => {
    const before = [
      { size: '12x18 in', stock: 0 },
      { size: '18x24 in', stock: 3 },
      { size: '24x36 in', stock: 0 },
    ];
    const after = [
      { size: '12X18 IN', stock: 2 },
      { size: '18x24 in', stock: 5 },
      { size: '24x36 in', stock: 0 },
    ];
    expect(restockedSizes(before, after)).toEqual(['12X18 IN']);
  });

  it('restocks nothing when stock only moves between positive numbers or falls', () => {
    expect(restockedSizes([{ size: 'A3', stock: 4 }], [{ size: 'A3', stock: 9 }])).toEqual([]);
    expect(restockedSizes([{ size: 'A3', stock: 4 }], [{ size: 'A3', stock: 0 }])).toEqual([]);
  });
});
