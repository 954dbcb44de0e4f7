import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Product } from '@wallart/domain';

import { SEARCH_CANDIDATES, SEARCH_COUNT_CAP } from './search/search-strategy';

import { createProduct } from '../../test/factories';
import { insertMentions } from '../../test/mentions';
import type { TestApp, TestClient } from '../../test/test-app';
import { searchAs, marker, startSearchShop } from './search-test-shop';

let app: TestApp;
let shop: TestClient;
beforeAll(async () => {
  ({ app, shop } = await startSearchShop());
});
afterAll(async () => app.close());

const search = (text: string, query: { page?: number; limit?: number } = {}) =>
  searchAs(shop, text, query);

describe('search totals (PRODUCT §10)', () => {
  const exactHeader = () => shop.lastAnswer().headers.get('x-total-count-exact');
  const totalHeader = () => shop.lastAnswer().headers.get('x-total-count');
  let word: string;
  /** The newest match, and the cheapest: the 10,001st, added by the first test that needs it. */
  let added: Product | undefined;
  const oneMore = async () =>
    (added ??= await createProduct(app, { description: `Also mentions ${word}`, price: 500 }));
  beforeAll(async () => {
    word = marker();
    await insertMentions(app.sequelize, word, SEARCH_COUNT_CAP, 'MANY');
  });
  afterAll(async () => {
    await app.sequelize.query(
      `DELETE FROM products WHERE "productId" LIKE 'MANY-%' OR "productId" LIKE 'SOME-%'`,
    );
  });

  it(`counts exactly up to ${SEARCH_COUNT_CAP.toLocaleString('en-US')} matches, then says "more"`, async () => {
    // One word (whose count PostgreSQL keeps), the start of it, and two words (counted).
    const queries = [word, word.slice(0, 6), `mentions ${word}`];
    for (const query of queries) {
      const exact = await search(query, { limit: 100 });
      expect(exact.page.total).toBe(SEARCH_COUNT_CAP);
      expect(exact.page.totalExact).toBeUndefined();
      expect(totalHeader()).toBe(String(SEARCH_COUNT_CAP));
      expect(exactHeader()).toBeNull();
    }

    const newest = await oneMore();
    for (const query of queries) {
      const more = await search(query, { limit: 100 });
      expect(more.page).toMatchObject({ total: SEARCH_COUNT_CAP, totalExact: false });
      expect(totalHeader()).toBe(String(SEARCH_COUNT_CAP));
      expect(exactHeader()).toBe('false');
      expect(more.ids.slice(0, 2)).toEqual([newest.productId, `MANY-${SEARCH_COUNT_CAP}`]);
    }
  });

  it('lists deep pages newest first, and nothing past the counted matches', async () => {
    await oneMore();
    // One word, and two words (whose matches PostgreSQL counts rather than reads off its list).
    for (const query of [word, `mentions ${word}`]) {
      // Pages of 100 over the 10,001 newest-first matches: page 100 ends at the 10,000th.
      const last = await search(query, { limit: 100, page: SEARCH_COUNT_CAP / 100 });
      expect(last.ids).toHaveLength(100);
      expect(last.ids[0]).toBe('MANY-101');
      expect(last.ids.at(-1)).toBe('MANY-2');
      const past = await search(query, { limit: 100, page: SEARCH_COUNT_CAP / 100 + 1 });
      expect(past.ids).toEqual([]);
      expect(past.page).toMatchObject({ total: SEARCH_COUNT_CAP, totalExact: false });
    }
  });

  it(`sorts or filters the newest ${SEARCH_CANDIDATES.toLocaleString('en-US')} matches, and says there are more`, async () => {
    const newest = await oneMore();
    const sorted = await shop.product.search(word, { sort: 'price-asc', limit: 3 });
    expect(sorted).toMatchObject({ total: SEARCH_CANDIDATES, totalExact: false });
    expect(exactHeader()).toBe('false');
    // The cheapest of the newest 1,000: the print added last, then MANY-9002 and on (prices rise
    // with the number), never the cheaper MANY-1 (older than the window).
    const oldestLooked = SEARCH_COUNT_CAP + 2 - SEARCH_CANDIDATES;
    expect(sorted.items.map((p) => p.productId)).toEqual([
      newest.productId,
      `MANY-${oldestLooked}`,
      `MANY-${oldestLooked + 1}`,
    ]);
    // In stock: all of them, counted as far as they were looked at, best match first.
    const inStock = await shop.product.search(word, { inStock: true, limit: 3 });
    expect(inStock).toMatchObject({ total: SEARCH_CANDIDATES, totalExact: false });
    expect(inStock.items[0]?.productId).toBe(newest.productId);
  });

  it('lists the newest matches first however many more than the cap there are', async () => {
    await oneMore();
    await insertMentions(app.sequelize, word, 5, 'MANY-MORE');
    for (const query of [word, `mentions ${word}`]) {
      const page = await search(query, { limit: 3 });
      expect(page.ids).toEqual(['MANY-MORE-5', 'MANY-MORE-4', 'MANY-MORE-3']);
      expect(page.page).toMatchObject({ total: SEARCH_COUNT_CAP, totalExact: false });
    }
    await app.sequelize.query(`DELETE FROM products WHERE "productId" LIKE 'MANY-MORE-%'`);
  });

  it('lists a word in a few hundred of many prints newest first, page after page', async () => {
    // Among 10,000 prints, PostgreSQL reads such a word's matches and sorts them rather than
    // walking the newest prints for them (decision 0057); the answer is the same either way.
    const some = marker();
    await insertMentions(app.sequelize, some, 300, 'SOME');
    for (const query of [some, `mentions ${some}`]) {
      const first = await search(query);
      expect(first.page.total).toBe(300);
      expect(first.ids.slice(0, 3)).toEqual(['SOME-300', 'SOME-299', 'SOME-298']);
      const second = await search(query, { page: 2 });
      expect(second.ids[0]).toBe('SOME-276');
      expect(second.ids).toHaveLength(24);
      const past = await search(query, { page: 14 });
      expect(past.ids).toEqual([]);
      expect(past.page.total).toBe(300);
    }
  });

  it('keeps an exact total for a filtered search with few matches', async () => {
    const few = marker();
    const kept = await createProduct(app, { name: `Kept ${few}`, stock: 3 });
    await createProduct(app, { name: `Sold ${few}`, stock: 0 });
    const page = await shop.product.search(few, { inStock: true });
    expect(page.items.map((p) => p.productId)).toEqual([kept.productId]);
    expect(page.total).toBe(1);
    expect(page.totalExact).toBeUndefined();
    expect(exactHeader()).toBeNull();
  });
});
