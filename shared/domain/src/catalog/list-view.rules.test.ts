import { describe, expect, it } from 'vitest';
import { activeFilterCount, listViewParams, readListView } from './list-view.rules';
import { productListQuerySchema } from '../product/product.schemas';

const read = (query: string) => {
  const params = new URLSearchParams(query);
  return readListView((name) => params.get(name));
};

describe('the list view in a page address', () => {
  it('reads the sort and every filter', () => {
    expect(
      read('sort=price-desc&minPrice=1500&maxPrice=9000.5&size=%2024x36%20in&inStock=true'),
    ).toEqual({
      sort: 'price-desc',
      minPrice: 1500,
      maxPrice: 9000.5,
      size: '24x36 in',
      inStock: true,
    });
    expect(read('')).toEqual({});
  });

  it('leaves out what the API would refuse, so the page still shows a list', () => {
    expect(read('sort=cheap&minPrice=abc&maxPrice=-5&inStock=yes&size=')).toEqual({});
    expect(read('minPrice=900&maxPrice=100')).toEqual({});
    expect(read(`size=${'x'.repeat(41)}`)).toEqual({});
  });

  it('whatever it keeps, the API accepts', () => {
    for (const query of ['sort=name&minPrice=0&maxPrice=0', 'size=A3&inStock=true&minPrice=1e3']) {
      const view = read(query);
      expect(
        productListQuerySchema.safeParse(Object.fromEntries(listViewParams(view))).success,
      ).toBe(true);
    }
  });

  it('writes the view back in a fixed order and counts the filters, not the sort', () => {
    const view = read('inStock=true&size=A3&maxPrice=5000&sort=name');
    expect(listViewParams(view)).toEqual([
      ['sort', 'name'],
      ['maxPrice', '5000'],
      ['size', 'A3'],
      ['inStock', 'true'],
    ]);
    expect(activeFilterCount(view)).toBe(3);
    expect(activeFilterCount(read('minPrice=10&maxPrice=20'))).toBe(1);
    expect(activeFilterCount(read('sort=name'))).toBe(0);
  });
});
