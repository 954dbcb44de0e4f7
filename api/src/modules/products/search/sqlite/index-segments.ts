import type { Sequelize } from 'sequelize';
import { selectRows } from '../../../../db/plain-sql';

/** Leaf pages merged per step: a few megabytes, so orders wait at most a moment between steps. */
const PAGES_PER_STEP = 500;
/** A catalogue of millions of prints is merged well within this many steps. */
const MAX_STEPS = 2000;

/** How many segments SQLite's search index is in. */
export async function searchIndexSegments(sequelize: Sequelize): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    sequelize,
    'SELECT count(DISTINCT segid) AS n FROM products_fts_idx',
    {},
  );
  return Number(row?.n ?? 0);
}

/**
 * Merges SQLite's search index into one segment (decision 0049). Every write adds a small
 * segment and FTS5 merges them only now and then, so after a bulk import a word is looked up in
 * ten or so segments instead of one: a misspelt search, which looks up hundreds of look-alikes,
 * cost about six times as much. The merge runs in steps, each its own statement (a negative
 * `merge` merges whatever segments there are), so writes go on between them.
 */
export async function mergeSearchIndex(sequelize: Sequelize): Promise<void> {
  for (let step = 0; step < MAX_STEPS; step += 1) {
    if ((await searchIndexSegments(sequelize)) <= 1) return;
    await sequelize.query(
      `INSERT INTO products_fts(products_fts, rank) VALUES ('merge', -${PAGES_PER_STEP})`,
    );
  }
}
