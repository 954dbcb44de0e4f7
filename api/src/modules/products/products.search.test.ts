import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sequelize } from 'sequelize';
import type { Product } from '@wallart/domain';
import { ProductModel } from '../../db/models';
import { createSearchStrategy } from './search/create-search-strategy';
import { searchProducts } from './search/search-products';
import { RANKED_MATCHES, SEARCH_CANDIDATES, SEARCH_COUNT_CAP } from './search/search-strategy';
import { createTypoMisses } from './typo-misses';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { insertMentions } from '../../test/mentions';
import { clientFor, startTestApp, type TestApp, type TestClient } from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
let shop: TestClient;
let asAdmin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shop = clientFor(app);
  asAdmin = clientFor(app, admin);
});
afterAll(async () => app.close());

/** A made-up word (letters only) no other product in this file carries. */
const marker = () =>
  `q${Array.from(crypto.randomBytes(7), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;

async function search(text: string, query: { page?: number; limit?: number } = {}) {
  const page = await shop.product.search(text, query);
  return { ids: page.items.map((p) => p.productId), page };
}

describe('GET /api/product/search/:text', () => {
  it('needs every word, in any order and any letter case', async () => {
    const word = marker();
    const golden = await createProduct(app, { name: `Golden Buddha Statue ${word}` });
    const silver = await createProduct(app, { name: `Silver Elephant ${word}` });
    expect((await search(`statue ${word} GOLDEN`)).ids).toEqual([golden.productId]);
    expect((await search(`${word.toUpperCase()} buddha`)).ids).toEqual([golden.productId]);
    expect((await search(`${word} golden elephant`)).ids).toEqual([]);
    expect((await search(word)).ids.sort()).toEqual([golden.productId, silver.productId].sort());
  });

  it('matches the start of a word, so "mou" finds "Mountain"', async () => {
    const product = await createProduct(app, { name: 'Misty Mountain Morning' });
    const { ids, page } = await search('mou');
    expect(ids).toContain(product.productId);
    for (const found of page.items) {
      const text = [found.productId, found.name, ...found.altNames, found.description].join(' ');
      expect(text.toLowerCase()).toMatch(/(^|[^a-z0-9])mou/);
    }
  });

  it('matches the start of a longer word, and any number of words it starts', async () => {
    const word = marker();
    const stem = word.slice(0, 6);
    const named = await Promise.all(
      // More words starting with the stem than the index's word list is asked to spell out.
      Array.from({ length: 70 }, (_, i) =>
        createProduct(app, { name: `Harbour ${stem}${String.fromCharCode(97 + (i % 26))}${i}` }),
      ),
    );
    const first = named[0]?.productId;
    expect((await search(`${stem}a0 harbour`)).ids).toEqual([first]);
    expect((await search(stem, { limit: 100 })).page.total).toBe(70);
    expect((await search(`${stem}a harb`, { limit: 100 })).page.total).toBe(3);
  });

  it('reads accented words as the index does', async () => {
    const word = marker();
    const product = await createProduct(app, { name: `Café Terrace ${word}` });
    expect((await search(`CAFÉ ${word}`)).ids).toEqual([product.productId]);
    // SQLite's index also drops accents; PostgreSQL's 'simple' text search keeps them.
    if (app.sequelize.getDialect() === 'sqlite') {
      expect((await search(`cafe ${word}`)).ids).toEqual([product.productId]);
    }
    expect((await search(`terrac ${word}`)).ids).toEqual([product.productId]);
  });

  it('matches altNames, description and productId', async () => {
    const word = marker();
    const product = await createProduct(app, {
      productId: `FTS-${word.toUpperCase()}`,
      altNames: ['Kandy Perahera', 'Esala pageant'],
      description: `Dancers and drummers under torchlight, ${word}.`,
    });
    expect((await search(`perahera ${word}`)).ids).toEqual([product.productId]);
    expect((await search(`pageant ${word}`)).ids).toEqual([product.productId]);
    expect((await search(`torchlight drummers ${word}`)).ids).toEqual([product.productId]);
    expect((await search(`FTS-${word.toUpperCase()}`)).ids).toEqual([product.productId]);
    expect((await search(word.slice(0, 6))).ids).toEqual([product.productId]);
  });

  it('sees created, edited and deleted products at once', async () => {
    const before = marker();
    const after = marker();
    const body = {
      productId: `LIVE-${before}`,
      name: `Galle Fort Lighthouse ${before}`,
      price: 100,
      labeledPrice: 100,
      category: 'Living Room' as const,
      stock: 1,
    };
    await asAdmin.product.create(body);
    expect(asAdmin.lastAnswer().status).toBe(201);
    expect((await search(`lighthouse ${before}`)).ids).toEqual([body.productId]);

    const put = await asAdmin.product.update(body.productId, {
      name: `Galle Fort Lighthouse ${after}`,
    });
    expect(put.product.name).toBe(`Galle Fort Lighthouse ${after}`);
    expect((await search(`lighthouse ${after}`)).ids).toEqual([body.productId]);
    expect((await search(`galle ${before}`)).ids).toEqual([body.productId]); // still in its productId
    expect((await search(`fort ${before} ${after}`)).ids).toEqual([body.productId]);

    await asAdmin.product.update(body.productId, { description: `Now with ${marker()} only` });
    await asAdmin.product.remove(body.productId);
    expect(asAdmin.lastAnswer().status).toBe(200);
    expect((await search(`lighthouse ${after}`)).ids).toEqual([]);
    expect((await search(before)).ids).toEqual([]);
  });

  it('pages its answers and reports the total in X-Total-Count', async () => {
    const word = marker();
    for (let i = 0; i < 5; i += 1) await createProduct(app, { description: `Series ${word}` });
    const first = await search(word, { limit: 2 });
    expect(shop.lastAnswer().headers.get('x-total-count')).toBe('5');
    const third = await search(word, { limit: 2, page: 3 });
    expect(first.ids).toHaveLength(2);
    expect(third.ids).toHaveLength(1);
    expect(first.page).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(third.page).toMatchObject({ total: 5, page: 3, limit: 2 });
    expect((await app.call('GET', `/api/product/search/${word}?limit=101`)).status).toBe(400);
  });

  it.each([
    '"',
    '""',
    '*',
    'mou*',
    'OR',
    'a OR b',
    'NEAR(',
    'NEAR(a b, 2)',
    "'; DROP TABLE products; --",
    'name:foo',
    '^start',
    '-excluded',
    'a & b | !c',
    '(((',
    '\\',
    'x:*',
    '%',
    '_',
    'ünïcödé ☕',
    'a'.repeat(200),
  ])('never fails on the query %j', async (text) => {
    const before = await ProductModel.count();
    const { items, total } = await shop.product.search(text);
    expect(Array.isArray(items)).toBe(true);
    expect(shop.lastAnswer().headers.get('x-total-count')).toBe(String(items.length));
    expect(total).toBe(items.length);
    expect(await ProductModel.count()).toBe(before);
  });

  it('answers 400 for a query longer than 200 characters', async () => {
    const res = await app.call('GET', `/api/product/search/${'a'.repeat(201)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

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
