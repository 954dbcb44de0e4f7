import type { Sequelize } from 'sequelize';
import type { ProductRow, RawRow } from '../../../../db/models';
import { selectPage } from '../../product-sizes';
import { productsOf } from '../match-statements';
import { RANKED_MATCHES } from '../search-strategy';
import type { FtsGroup } from '../word-lookup';

/**
 * How many of the newest products holding a word PostgreSQL's word list keeps (decision 0081),
 * in `product_words.newest`. The number is written in the SQL files that keep the list
 * (`db/sql/product_words_newest.v1.sql` and the upserts of its triggers).
 */
export const NEWEST_KEPT = 250;

/** The one listed word a search's groups come to, and how many products hold it. */
export function listedWord(groups: FtsGroup[]): { word: string; holders: number } | null {
  const [group, ...others] = groups;
  const word = group?.terms[0];
  const holders = group?.products?.length === 1 ? group.products[0] : undefined;
  if (others.length > 0 || word === undefined || holders === undefined) return null;
  return { word, holders };
}

/**
 * A word in more than RANKED_MATCHES prints lists its matches newest first. PostgreSQL's word
 * list keeps the newest of them (decision 0081), so a page within those is read from there and
 * the products table by key, instead of finding every match in the index and sorting them (a
 * thousand rows for a word in one print in a thousand, at a million prints). Null when the list
 * keeps too few for the page (some dropped out, or the page is deeper): the index answers then.
 */
export async function newestOfWord(
  sequelize: Sequelize,
  { word, holders }: { word: string; holders: number },
  offset: number,
  depth: number,
): Promise<RawRow<ProductRow>[] | null> {
  if (holders <= RANKED_MATCHES || depth > NEWEST_KEPT || depth <= offset) return null;
  const rows = await selectPage<RawRow<ProductRow>>(
    sequelize,
    productsOf(
      'postgres',
      `SELECT u.id FROM product_words w, unnest(w.newest) WITH ORDINALITY AS u(id, n)
       WHERE w.word = :word AND cardinality(w.newest) >= :depth
       ORDER BY u.n LIMIT :limit OFFSET :offset`,
      'c.id DESC',
    ),
    { word, depth, limit: depth - offset, offset },
  );
  return rows.length > 0 ? rows : null;
}
