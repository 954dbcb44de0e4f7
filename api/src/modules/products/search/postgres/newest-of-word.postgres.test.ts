import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMentions } from '../../../../test/mentions';
import { searchReading } from '../../../../test/search-reads';
import { startTestApp, type TestApp } from '../../../../test/test-app';

// On PostgreSQL a word in more than 250 prints pages through the newest of them that the word
// list keeps (decision 0081); past those, and where the list has lost some, the index answers.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // Oldest first: a print without the word, the 300 with it, and a newer print without it.
  await insertMentions(app.sequelize, 'oldnewestword', 1, 'OLD');
  await insertMentions(app.sequelize, word, 300, 'NEW');
  await insertMentions(app.sequelize, 'latenewestword', 1, 'LATE');
});
afterAll(async () => app.close());

const word = 'newestlistword';
const ids = (from: number, to: number) => {
  const out: string[] = [];
  for (let n = from; n >= to; n -= 1) out.push(`NEW-${n}`);
  return out;
};
const READS = { list: /unnest\(w\.newest\)/, index: /search @@/ };

/** A page's product ids and total, and whether the word list and the index were read for it. */
const search = (page: number, limit = 24) => searchReading(app, word, { page, limit }, READS);

const remove = (productIds: string[]) =>
  app.sequelize.query('DELETE FROM products WHERE "productId" IN (:productIds)', {
    replacements: { productIds },
  });

describe('a search for one word in hundreds of prints', () => {
  it('pages through the newest the word list keeps, with the exact total', async () => {
    const first = await search(1);
    expect(first).toEqual({ ids: ids(300, 277), total: 300, list: true, index: false });
    // The tenth page of 24 ends at the 240th newest, within the 250 kept.
    expect(await search(10)).toEqual({ ids: ids(84, 61), total: 300, list: true, index: false });
  });

  it('asks the index for a page deeper than the list keeps', async () => {
    expect(await search(11)).toEqual({ ids: ids(60, 37), total: 300, list: false, index: true });
    // 250 of 300 kept: a page of 50 that ends at the 250th reads the list, the next the index.
    expect(await search(5, 50)).toMatchObject({ ids: ids(100, 51), list: true, index: false });
    expect(await search(6, 50)).toEqual({ ids: ids(50, 1), total: 300, list: false, index: true });
  });

  it('keeps answering right as prints are deleted and their texts change', async () => {
    const mention = (productId: string, text: string) =>
      app.sequelize.query(
        'UPDATE products SET description = :text WHERE "productId" = :productId',
        {
          replacements: { productId, text },
        },
      );
    await remove(['NEW-300', 'NEW-298']);
    expect(await search(1)).toMatchObject({ total: 298, list: true, index: false });
    expect((await search(1)).ids.slice(0, 3)).toEqual(['NEW-299', 'NEW-297', 'NEW-296']);

    // A print newer than those kept that comes to hold the word heads the list.
    await mention('LATE-1', `Mentions ${word}`);
    expect((await search(1)).ids.slice(0, 3)).toEqual(['LATE-1', 'NEW-299', 'NEW-297']);
    // One older than every kept one is not kept (older ones were dropped to keep 250): the
    // index finds it, last, when a page reaches that deep.
    await mention('OLD-1', `Mentions ${word}`);
    expect(await search(13)).toEqual({
      ids: [...ids(11, 1), 'OLD-1'],
      total: 300,
      list: false,
      index: true,
    });

    // A print that loses the word leaves the list.
    await mention('NEW-297', 'Mentions nothing');
    const first = await search(1);
    expect(first).toMatchObject({ total: 299, list: true, index: false });
    expect(first.ids.slice(0, 3)).toEqual(['LATE-1', 'NEW-299', 'NEW-296']);

    // The list keeps 248 now: a page ending at the 250th tries it, then asks the index.
    expect(await search(5, 50)).toEqual({ ids: ids(98, 49), total: 299, list: true, index: true });
    expect(await search(10)).toMatchObject({ ids: ids(82, 59), list: true, index: false });
  });
});
