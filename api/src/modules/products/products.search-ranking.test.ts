import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sequelize } from 'sequelize';

import { createSearchStrategy } from './search/create-search-strategy';
import { searchProducts } from './search/search-products';
import { RANKED_MATCHES } from './search/search-strategy';
import { createTypoMisses } from './typo-misses';
import { createProduct } from '../../test/factories';
import { insertMentions } from '../../test/mentions';
import type { TestApp, TestClient } from '../../test/test-app';
import { searchAs, marker, startSearchShop } from './search-test-shop';

let app: TestApp;
let shop: TestClient;
let asAdmin: TestClient;
beforeAll(async () => {
  ({ app, shop, asAdmin } = await startSearchShop());
});
afterAll(async () => app.close());

const search = (text: string, query: { page?: number; limit?: number } = {}) =>
  searchAs(shop, text, query);

describe('search ranking and typos', () => {
  it(`orders more than ${RANKED_MATCHES} matches newest first, unranked`, async () => {
    const word = marker();
    const named = await createProduct(app, { name: `Harbour ${word}` });
    await insertMentions(app.sequelize, word, RANKED_MATCHES, 'RANK');
    // RANKED_MATCHES + 1 match: the newest first, though only the oldest has the word in its name.
    const page = await search(word, { limit: 100 });
    expect(page.page.total).toBe(RANKED_MATCHES + 1);
    expect(page.ids[0]).toBe(`RANK-${RANKED_MATCHES}`);
    expect(page.ids).not.toContain(named.productId);
    // One fewer: ranked again, the name first.
    await app.sequelize.query(`DELETE FROM products WHERE "productId" = 'RANK-1'`);
    expect((await search(word, { limit: 1 })).ids).toEqual([named.productId]);
  });

  it('ranks a match in the name above a match only in the description', async () => {
    const word = marker();
    const inDescription = await createProduct(app, {
      name: `Quiet Harbour ${word}`,
      description: 'A temple at dusk.',
    });
    const inName = await createProduct(app, {
      name: `Temple at Dusk ${word}`,
      description: 'Stone and lamps.',
    });
    expect((await search(`temple ${word}`)).ids).toEqual([
      inName.productId,
      inDescription.productId,
    ]);
  });

  it('forgives one typo in a word of five letters or more when nothing matches exactly', async () => {
    const word = marker();
    const product = await createProduct(app, { name: `Fjordland Mountain ${word}` });
    expect((await search(`mountian ${word}`)).ids).toEqual([product.productId]);
    expect((await search(`fjordlnad ${word}`)).ids).toEqual([product.productId]);
    // A slip in the first half, where the look-alikes are asked one by one.
    expect((await search(`mointain ${word}`)).ids).toEqual([product.productId]);
    expect((await search(`fjrodland ${word}`)).ids).toEqual([product.productId]);
  });

  it('forgives a late typo in a word whose first half starts more words than are listed', async () => {
    const stem = marker().slice(0, 5);
    const product = await createProduct(app, { name: `Harbour ${stem}mnop` });
    for (let i = 0; i < 70; i += 1)
      await insertMentions(app.sequelize, `${stem}x${i}`, 1, `${stem}-${i}`);
    expect((await search(`${stem}mnpo`)).ids).toEqual([product.productId]);
    expect((await search(`${stem}mnp`)).ids).toEqual([product.productId]);
  });

  it("forgets a removed product's words: neither its look-alikes nor the words they start", async () => {
    const word = marker();
    const product = await createProduct(app, { name: `Harbour ${word}` });
    const misspelt = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
    expect((await search(misspelt)).ids).toEqual([product.productId]);
    expect((await search(word.slice(0, 6))).ids).toEqual([product.productId]);
    await asAdmin.product.remove(product.productId);
    expect(asAdmin.lastAnswer().status).toBe(200);
    expect((await search(misspelt)).ids).toEqual([]);
    expect((await search(word.slice(0, 6))).ids).toEqual([]);
  });

  it('keeps exact matches only when there are some, and never guesses short words', async () => {
    const word = marker();
    const exact = await createProduct(app, { name: `Lotus Pond ${word}` });
    await createProduct(app, { name: `Lotsu Garden ${word}` });
    expect((await search(`lotus ${word}`)).ids).toEqual([exact.productId]);
    // A four-letter word and a search one letter off it. Starting with z, not a marker's q,
    // no other product's word can start with the search.
    const stem = `z${marker().slice(1, 3)}`;
    await createProduct(app, { name: `Tiny ${stem}a` });
    expect((await search(`${stem}b`)).ids).toEqual([]);
  });
});

describe('a misspelt search that finds nothing', () => {
  /**
   * The app's database, counting the look-ups of a search's look-alikes it is sent: on SQLite
   * the look-alikes asked of the index's words, on PostgreSQL a text query ORing them.
   */
  function counting() {
    let typoQueries = 0;
    let listings = 0;
    const prefixes: unknown[] = [];
    const sequelize = new Proxy(app.sequelize, {
      get(target, prop, receiver) {
        if (prop !== 'query') return Reflect.get(target, prop, receiver) as unknown;
        return (...args: Parameters<Sequelize['query']>) => {
          const [sql, options] = args;
          const replacements = (options as { replacements?: Record<string, unknown> } | undefined)
            ?.replacements;
          const query = replacements?.query;
          const text = typeof sql === 'string' ? sql : '';
          // The words starting a query's words, listed from the index's words (`:prefix0`, …).
          if (replacements?.prefix0 !== undefined) listings += 1;
          for (let i = 0; replacements?.[`prefix${i}`] !== undefined; i += 1)
            prefixes.push(replacements[`prefix${i}`]);
          // The look-alikes are checked against the index's words (SQLite, PostgreSQL), or
          // searched for.
          const lookAlikes = /json_each\(|json_array_elements_text\(/.test(text);
          if (lookAlikes || (typeof query === 'string' && query.includes('|'))) typoQueries += 1;
          return target.query(...args);
        };
      },
    });
    return {
      search: createSearchStrategy(sequelize),
      typoQueries: () => typoQueries,
      prefixes,
      listings: () => listings,
    };
  }

  it('lists the words under each of its prefixes once, for the exact and the typo pass', async () => {
    const word = marker();
    await createProduct(app, { name: `Golden ${word}` });
    const db = counting();
    expect((await searchProducts(db.search, `${word} zanzibra`, 12, 0)).total).toBe(0);
    // Then the words under each one's first half, where its later look-alikes are.
    expect(db.prefixes).toEqual([word, 'zanzibra', word.slice(0, 4), 'zanz']);
    // One statement a pass lists them all.
    expect(db.listings()).toBe(2);
  });

  it('is remembered: a repeat asks only the exact query, until a product changes', async () => {
    const word = marker();
    const misses = createTypoMisses();
    const db = counting();
    const text = `zanzibra ${word}`;
    expect((await searchProducts(db.search, text, 12, 0, misses)).total).toBe(0);
    expect(db.typoQueries()).toBe(1); // exact, then the typo search
    expect((await searchProducts(db.search, text, 12, 0, misses)).total).toBe(0);
    expect(db.typoQueries()).toBe(1); // exact only (before: the typo search again)
    // A later page of the same words is the same miss.
    expect((await searchProducts(db.search, text, 12, 24, misses)).total).toBe(0);
    expect(db.typoQueries()).toBe(1);

    misses.clear(); // what every product write does, through onProductWrites
    expect((await searchProducts(db.search, text, 12, 0, misses)).total).toBe(0);
    expect(db.typoQueries()).toBe(2);
  });

  it('finds a product added afterwards, through the API', async () => {
    const word = marker();
    expect((await search(`zanzibra ${word}`)).ids).toEqual([]);
    const product = await createProduct(app, { name: `Zanzibar Doors ${word}` });
    expect((await search(`zanzibra ${word}`)).ids).toEqual([product.productId]);
  });

  it('forgets a miss after its time, for writes made by another server', async () => {
    let now = 0;
    const misses = createTypoMisses({ ttlMs: 60_000, now: () => now });
    misses.remember('zanzibra', misses.generation());
    expect(misses.has('zanzibra')).toBe(true);
    now = 60_001;
    expect(misses.has('zanzibra')).toBe(false);
  });

  it('is not remembered when a product changed while it ran, and stays bounded', () => {
    const misses = createTypoMisses({ maxEntries: 3 });
    const startedAt = misses.generation();
    misses.clear();
    misses.remember('zanzibra', startedAt);
    expect(misses.has('zanzibra')).toBe(false);
    for (const key of ['a', 'b', 'c', 'd']) misses.remember(key, misses.generation());
    expect(misses.size()).toBe(3);
    expect(misses.has('a')).toBe(false);
    expect(misses.has('d')).toBe(true);
  });
});
