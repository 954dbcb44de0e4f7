import type { Migration } from './migration.types';
import { runSqlFile } from '../sql-files';

const SIGNATURE = 'product_word_blocks_matches(text[], integer[], integer, integer)';

/**
 * The matches from the blocks as before (decision 0082), done with less work (decision 0085),
 * in `product_word_blocks_matches.v2`:
 *
 * - Its statements are planned once per connection. Their plan never depends on the words
 *   (a key look-up per word and block), but PostgreSQL planned them again on every call: about
 *   0.3 ms at a million prints, nearly as long as running them.
 * - Each block's matches are counted first, and the bits are ANDed again only for the blocks
 *   the answer carries (those the page reaches, or all when few enough match to be ranked),
 *   instead of carrying every block's 4,000 bytes through the sort and the running totals.
 */
export const wordBlocksMatchesPlannedOnce: Migration = {
  name: '20261129-0301-word-blocks-matches-planned-once',
  async up({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query(`DROP FUNCTION ${SIGNATURE}`);
    await runSqlFile(sequelize, 'product_word_blocks_matches.v2');
  },
  async down({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query(`DROP FUNCTION ${SIGNATURE}`);
    await runSqlFile(sequelize, 'product_word_blocks_matches.v1');
  },
};
