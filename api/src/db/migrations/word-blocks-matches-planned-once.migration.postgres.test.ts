import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { mentionsInBatches } from '../../test/mentions';
import { useEmptyTestDatabase } from '../../test/test-db';
import { createMigrator } from '../migrate';
import { BLOCK_IDS } from '../../modules/products/search/postgres/word-blocks';
import { refillWordBlocks } from './20261129-0201-product-word-blocks';

const database = useEmptyTestDatabase();
const addPrints = mentionsInBatches(database);

/** Searches as the blocks are asked for them: words, their groups, the page's depth, `ranked`. */
const ASKED: [string[], number[], number, number][] = [
  // Many matches: the bits of the blocks the first page reaches, and of those a deep one does.
  [['lotus', 'pond'], [0, 1], 24, 5],
  [['lotus', 'pond'], [0, 1], 70, 5],
  // Few enough to be ranked: every block's bits.
  [['lotus', 'pond'], [0, 1], 24, 250],
  // A group of two words ORed, ANDed with a third.
  [['lotus', 'harbour', 'pond'], [0, 0, 1], 24, 5],
  // No product holds both; a word too rare to keep blocks.
  [['crimson', 'pond'], [0, 1], 24, 250],
  [['lotus', 'temple'], [0, 1], 24, 250],
];

/** Every answer, as text, in the order the function gives its rows. */
async function answers(): Promise<string[][]> {
  const all: string[][] = [];
  for (const [words, groups, depth, ranked] of ASKED) {
    const rows = await database().query<{ row: string }>(
      `SELECT concat_ws(' ', ok, block, n, md5(bits::text)) AS row
       FROM product_word_blocks_matches(ARRAY[:words]::text[], ARRAY[:groups]::integer[],
         :depth, :ranked)`,
      { replacements: { words, groups, depth, ranked }, type: QueryTypes.SELECT },
    );
    all.push(rows.map((r) => r.row));
  }
  return all;
}

describe('migration 20261129-0301-word-blocks-matches-planned-once', () => {
  it('answers every search from the blocks as before, and is planned once', async () => {
    const migrator = createMigrator(database());
    await migrator.up({ to: '20261129-0201-product-word-blocks' });
    await database().query(
      `CREATE OR REPLACE FUNCTION product_word_blocks_from() RETURNS integer
         LANGUAGE sql STABLE AS 'SELECT 20'`,
    );
    // Matches in three blocks, the newest with only a few.
    for (const block of [0, 1, 2]) {
      await database().query(
        `SELECT setval(pg_get_serial_sequence('products', 'id'), ${block * BLOCK_IDS + 10})`,
      );
      await addPrints('Lotus Pond Harbour', block === 2 ? 3 : 30);
      await addPrints('Lotus Temple', 5);
      await addPrints('Harbour Pond', 10);
    }
    await addPrints('Crimson', 25);
    await refillWordBlocks(database());
    const before = await answers();
    expect(before[0]?.length).toBe(3);
    expect(before[4]).toEqual(['t']);
    expect(before[5]).toEqual(['f']);

    await migrator.up();
    expect(await answers()).toEqual(before);
    const [planned] = await database().query<{ config: string[] | null }>(
      `SELECT proconfig AS config FROM pg_proc WHERE proname = 'product_word_blocks_matches'`,
      { type: QueryTypes.SELECT },
    );
    expect(planned?.config).toEqual(['plan_cache_mode=force_generic_plan']);

    await migrator.down({ to: '20261129-0301-word-blocks-matches-planned-once' });
    expect(await answers()).toEqual(before);
  });
});
