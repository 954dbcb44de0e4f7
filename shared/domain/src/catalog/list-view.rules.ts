import { PRODUCT_SORTS, type ProductSort } from '../api-contract/paging';
import { MAX_PRICE } from '../product/product-limits.rules';

/**
 * The product list's sort and filters as a page address carries them (PRODUCT §9, decision
 * 0042): `?sort=price-asc&minPrice=5000&maxPrice=20000&size=24x36%20in&inStock=true`.
 */
export interface ListView {
  /** Absent: newest first on the list, best match first on a search. */
  sort?: ProductSort;
  minPrice?: number;
  maxPrice?: number;
  size?: string;
  inStock?: true;
}

const price = (value: string | null | undefined): number | undefined => {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= MAX_PRICE ? n : undefined;
};

/**
 * The sort and filters a page address asks for. A shopper's address is forgiving where the
 * API is strict: a value it would refuse (an unknown sort, a price that is not a number, a
 * minimum above the maximum) is left out, so the page shows the list without it. The server
 * reads the address with this too, so the data it writes into the page is what the page asks.
 */
export function readListView(get: (name: string) => string | null | undefined): ListView {
  const sort = get('sort');
  let minPrice = price(get('minPrice'));
  let maxPrice = price(get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    minPrice = undefined;
    maxPrice = undefined;
  }
  const size = (get('size') ?? '').trim();
  return {
    ...((PRODUCT_SORTS as readonly string[]).includes(sort ?? '') && { sort: sort as ProductSort }),
    ...(minPrice !== undefined && { minPrice }),
    ...(maxPrice !== undefined && { maxPrice }),
    ...(size && size.length <= 40 && { size }),
    ...(get('inStock') === 'true' && { inStock: true as const }),
  };
}

/** How many filters (not the sort) the view applies: the count on the phone's Filters button. */
export function activeFilterCount(view: ListView): number {
  return (
    (view.minPrice !== undefined || view.maxPrice !== undefined ? 1 : 0) +
    (view.size ? 1 : 0) +
    (view.inStock ? 1 : 0)
  );
}

/** The view as query parameters, in a fixed order, leaving out what is not set. */
export function listViewParams(view: ListView): [string, string][] {
  const params: [string, string][] = [];
  if (view.sort) params.push(['sort', view.sort]);
  if (view.minPrice !== undefined) params.push(['minPrice', String(view.minPrice)]);
  if (view.maxPrice !== undefined) params.push(['maxPrice', String(view.maxPrice)]);
  if (view.size) params.push(['size', view.size]);
  if (view.inStock) params.push(['inStock', 'true']);
  return params;
}
