import type { Sequelize } from 'sequelize';
import { selectRows } from '../../db/plain-sql';
import { BLOCK_IDS } from '../../db/migrations/20261129-0201-product-word-blocks';
import type { FtsGroup } from './search-vocabulary';

/** The matches of a search, newest first. */
export interface BlockMatches {
  /** Exactly how many products match. */
  total: number;
  /**
   * The newest matches' ids, newest first: at least as deep as the page, and all of them when
   * few enough match to be ranked.
   */
  ids: number[];
}

/** A block holding matches, and its bits when the ids asked for reach into it. */
interface BlockRow {
  ok: boolean;
  block: number | null;
  bits: string | null;
  n: number | string | null;
}

/** A search of several words, each listed (no prefix left to the index): blocks may answer it. */
export const blocksMayAnswer = (groups: FtsGroup[]) =>
  groups.length > 1 && groups.every((g) => g.prefix === null && g.terms.length > 0);

/**
 * The matches of `groups` (their words ORed within a group, the groups ANDed) read from
 * PostgreSQL's word blocks (decision 0082), with the ids of the `depth` newest (all of them when
 * `ranked` or fewer match); null when a word is in too few products to keep blocks, for the
 * index to answer.
 */
export async function matchesFromBlocks(
  sequelize: Sequelize,
  groups: FtsGroup[],
  depth: number,
  ranked: number,
): Promise<BlockMatches | null> {
  const asked = groups.flatMap((g, grp) => g.terms.map((word) => ({ word, grp })));
  const rows = await selectRows<BlockRow>(
    sequelize,
    `SELECT * FROM product_word_blocks_matches(
       ARRAY[:words]::text[], ARRAY[:groups]::integer[], :depth, :ranked)`,
    {
      words: asked.map((a) => a.word),
      groups: asked.map((a) => a.grp),
      depth,
      ranked,
    },
  );
  if (!rows[0]?.ok) return null;
  const ids: number[] = [];
  let total = 0;
  for (const { block, bits, n } of rows) {
    if (block === null) continue;
    total += Number(n);
    if (bits !== null) addIds(ids, Number(block), bits);
  }
  return { total, ids };
}

/** Adds the ids a block's bits hold, highest first: bit k (from the left) is its k-th id. */
function addIds(ids: number[], block: number, bits: string) {
  for (let k = bits.lastIndexOf('1'); k >= 0; k = k > 0 ? bits.lastIndexOf('1', k - 1) : -1)
    ids.push(block * BLOCK_IDS + k);
}
