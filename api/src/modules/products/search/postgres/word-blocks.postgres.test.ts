import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refillWordBlocks } from '../../../../db/migrations/20261129-0201-product-word-blocks';
import { BLOCK_IDS } from './word-blocks';
import { insertMentions } from '../../../../test/mentions';
import { searchReading } from '../../../../test/search-reads';
import { startTestApp, type TestApp } from '../../../../test/test-app';

// On PostgreSQL a search of several common words ANDs their blocks (decision 0082) and answers
// as the index does: the same prints, order and totals. Here words in 40 prints or more are
// common, so that a few hundred prints hold both kinds.

let app: TestApp;
const threshold = (n: number) =>
  app.sequelize.query(
    `CREATE OR REPLACE FUNCTION product_word_blocks_from() RETURNS integer
       LANGUAGE sql STABLE AS 'SELECT ${n}'`,
  );
const COMMON = 40;

beforeAll(async () => {
  app = await startTestApp();
  await insertMentions(app.sequelize, 'tealblock amberblock', 300, 'TA');
  await insertMentions(app.sequelize, 'tealblock', 60, 'T');
  await insertMentions(app.sequelize, 'amberblock rareblock', 30, 'AR');
  await insertMentions(app.sequelize, 'amberblock tealblock cobaltblock', 80, 'TAC');
  await insertMentions(app.sequelize, 'cobaltblock', 45, 'C');
  await insertMentions(app.sequelize, 'tealblocks amberblock', 50, 'TSA');
  // Newer prints two blocks on, where one word is without the other.
  await app.sequelize.query(
    `SELECT setval(pg_get_serial_sequence('products', 'id'), ${2 * BLOCK_IDS})`,
  );
  await insertMentions(app.sequelize, 'tealblock', 45, 'LATE');
  // Some prints name a word, which ranks them first among few matches.
  await app.sequelize.query(
    `UPDATE products SET name = 'Cobaltblock Print' WHERE "productId" LIKE 'TAC-%' AND id % 7 = 0`,
  );
  await threshold(COMMON);
  await refillWordBlocks(app.sequelize);
});
afterAll(async () => app.close());

const READS = { blocks: /product_word_blocks_matches\(/, index: /search @@/ };

/** A page's product ids and total, and whether the blocks and the index were read for it. */
const search = (query: string, page = 1, limit = 24) =>
  searchReading(app, query, { page, limit }, READS);

/** The same search answered by the index alone: no word counts as common. */
async function fromIndexAlone(query: string, page = 1, limit = 24) {
  await threshold(1_000_000);
  try {
    const answer = await search(query, page, limit);
    expect(answer).toMatchObject({ index: true });
    return { ids: answer.ids, total: answer.total };
  } finally {
    await threshold(COMMON);
  }
}

async function expectAsIndex(query: string, page = 1, limit = 24) {
  const answer = await search(query, page, limit);
  expect(answer, query).toMatchObject({ blocks: true, index: false });
  expect({ ids: answer.ids, total: answer.total }, query).toEqual(
    await fromIndexAlone(query, page, limit),
  );
  return answer;
}

describe('a search of several common words', () => {
  it('lists the newest of many matches from the blocks, with the exact total', async () => {
    const first = await expectAsIndex('tealblock amberblock');
    // "tealblocks" starts with "tealblock": its 50 prints match too.
    expect(first.total).toBe(430);
    expect(first.ids.slice(0, 2)).toEqual(['TSA-50', 'TSA-49']);
    expect((await search('tealblock')).total).toBe(300 + 60 + 80 + 45 + 50);
    await expectAsIndex('tealblock amberblock', 3, 100);
    await expectAsIndex('tealblock amberblock', 5, 100);
  });

  it('ranks a few matches as the index does', async () => {
    const answer = await expectAsIndex('cobaltblock amberblock', 1, 50);
    expect(answer.total).toBe(80);
    // The prints that name the word come first.
    expect(answer.ids[0]).toMatch(/^TAC-/);
    await expectAsIndex('cobaltblock tealblock amberblock', 2, 50);
  });

  it('leaves a search with a rare word, or none of the words together, to the index', async () => {
    // The blocks say at once that "rareblock" keeps none.
    expect(await search('amberblock rareblock')).toMatchObject({ total: 30, index: true });
    expect(await search('rareblock cobaltblock')).toMatchObject({ total: 0, ids: [] });
  });

  it('answers as the index does after prints are added, renamed and deleted', async () => {
    await insertMentions(app.sequelize, 'cobaltblock amberblock', 5, 'NEWCA');
    await app.sequelize.query(
      `UPDATE products SET description = 'Mentions nothing' WHERE "productId" IN ('TSA-50', 'TA-7')`,
    );
    await app.sequelize.query(`DELETE FROM products WHERE "productId" LIKE 'TAC-1%'`);
    const after = await expectAsIndex('tealblock amberblock');
    expect(after.total).toBe(428 - 11);
    expect(after.ids[0]).toBe('TSA-49');
    expect((await expectAsIndex('amberblock cobaltblock', 1, 100)).total).toBe(80 - 11 + 5);
  });
});
