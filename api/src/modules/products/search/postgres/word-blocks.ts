import type { Sequelize } from 'sequelize';
import type { ProductRow, RawRow } from '../../../../db/models';
import { selectRows } from '../../../../db/plain-sql';
import { selectPage } from '../../product-sizes';
import { productsOf, rankOrder, type MatchSql } from '../match-statements';
import {
  bestMatchCounts,
  noMatches,
  RANKED_MATCHES,
  SEARCH_COUNT_CAP,
  type SearchPage,
} from '../search-strategy';
import type { FtsGroup } from '../word-lookup';

/**
 * Product ids per block of `product_word_blocks`: a block's bits are 4,000 bytes, bit n (from
 * the left) its n-th id. The column's type, `bit(32000)`, is written in the SQL files that
 * create the table and its functions (`db/sql/product_word_bits.v1.sql` and after).
 */
export const BLOCK_IDS = 32_000;

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
 * RANKED_MATCHES or fewer match); null when a word is in too few products to keep blocks, for the
 * index to answer.
 */
async function matchesFromBlocks(
  sequelize: Sequelize,
  groups: FtsGroup[],
  depth: number,
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
      ranked: RANKED_MATCHES,
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

/**
 * A best-match page of a search of several listed words, from the blocks: ranked when
 * RANKED_MATCHES or fewer match, else the newest, read by key. Null when a word keeps no blocks.
 */
export async function pageFromBlocks(
  sequelize: Sequelize,
  d: MatchSql,
  groups: FtsGroup[],
  offset: number,
  depth: number,
): Promise<SearchPage | null> {
  const matches = await matchesFromBlocks(sequelize, groups, depth);
  if (!matches) return null;
  const { total, ids } = matches;
  if (total === 0) return noMatches();
  const counts = bestMatchCounts(total, SEARCH_COUNT_CAP);
  if (offset >= Math.min(depth, total)) return { rows: [], ...counts };
  const rows =
    total > RANKED_MATCHES
      ? await selectPage<RawRow<ProductRow>>(
          sequelize,
          productsOf(d.database, 'SELECT unnest(ARRAY[:ids]::integer[]) AS id', 'c.id DESC'),
          { ids: ids.slice(offset, depth) },
        )
      : await selectPage<RawRow<ProductRow>>(
          sequelize,
          productsOf(
            d.database,
            `SELECT m.id, ${d.score} AS score FROM products m WHERE m.id IN (:ids)
             ORDER BY ${rankOrder(d, '')} LIMIT :limit OFFSET :offset`,
            rankOrder(d, 'c.'),
          ),
          { ids, query: d.query, limit: depth - offset, offset },
        );
  return { rows, ...counts };
}
