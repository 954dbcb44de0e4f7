import {
  apiRoutes,
  DEFAULT_LANGUAGE,
  isLanguage,
  PRODUCT_LIST_FILTER_PARAMS,
  type FirstData,
} from '@wallart/domain';

/*
 * What the catalogue cache keys an answer by, and which products an answer shows: the stock
 * moves that drop it.
 */

/**
 * The query parameters a catalogue route reads; the routes ignore any other, so the key does
 * too (`?utm_source=…` or a random `?x=` is the same answer, not a new entry).
 */
export const KNOWN_PARAMS = [
  'category',
  'lang',
  'limit',
  'page',
  'productId',
  'search',
  // sort and the list's filters (decision 0042): a filtered page is its own answer.
  ...PRODUCT_LIST_FILTER_PARAMS,
] as const;

const isTranslated = (value: string | undefined) => isLanguage(value) && value !== DEFAULT_LANGUAGE;

/**
 * The path and the known query parameters, sorted by name: one key for one answer. `lang` is
 * kept only as the language it answers in (decision 0160): `?lang=si` and `?lang=ta` are
 * answers of their own, while English, `?lang=fr` and no `lang` are one.
 */
export function catalogueCacheKey(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of KNOWN_PARAMS) {
    const values = params.getAll(name);
    // One `lang` is a language or English; several are refused by the route, and kept as sent.
    const english = name === 'lang' && values.length === 1 && !isTranslated(values[0]);
    if (!english) for (const value of values) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

/**
 * Answers under the catalogue's path that follow no product write: a print's reviews change
 * with reviews and their moderation, so they are never kept.
 */
export function neverCached(key: string): boolean {
  const path = key.split('?', 1)[0] ?? key;
  return path.endsWith('/reviews');
}

/** Answers whose choice or order of products follows sales or stock. */
export function followsSalesOrStock(key: string): boolean {
  return (
    key.startsWith(apiRoutes.products.trending.path) ||
    (key.startsWith(apiRoutes.products.recommended.path) && !key.includes('productId=')) ||
    key.includes('inStock=')
  );
}

const idsOf = (products: readonly { productId: string }[]) =>
  new Set(products.map((product) => product.productId));

/**
 * The products a drawn storefront page shows (their stock with them), none for a list that
 * found none, or null when what it shows follows sales or stock beyond them: the home page's
 * trending prints, an in-stock filter.
 */
export function productsOnPage(data: FirstData): Set<string> | null {
  if (data.list) return data.list.view.inStock ? null : idsOf(data.list.result.items);
  if (data.product) return idsOf([data.product.product, ...data.product.recommended]);
  return null;
}

/**
 * The productIds of the products an answer shows: a product, a list of them (none when it
 * found none: stock moved elsewhere cannot fill it), or `{ items }`; null for an answer that
 * shows no product.
 */
export function productsShown(value: unknown): Set<string> | null {
  const ids = new Set<string>();
  const add = (item: unknown) => {
    const id = (item as { productId?: unknown } | null)?.productId;
    if (typeof id === 'string') ids.add(id);
  };
  if (Array.isArray(value)) {
    value.forEach(add);
    return ids;
  }
  if (value && typeof value === 'object') {
    add(value);
    for (const field of Object.values(value)) if (Array.isArray(field)) field.forEach(add);
  }
  return ids.size > 0 ? ids : null;
}
