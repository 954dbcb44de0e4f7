import type { Sequelize } from 'sequelize';
import type { MigrationContext } from './migration.types';

export interface CountTable {
  /** The table holding one row per key: (key, n). */
  counts: string;
  /** The table whose rows are counted. */
  source: string;
  /** The column of `source` they are counted by. */
  key: string;
  keyWidth: number;
}

/**
 * Creates a table of row counts per key of another table, filled from it. The triggers that
 * keep it exact are the migration's own files in `db/sql/` (`<counts>_sync` on PostgreSQL,
 * `<counts>_insert`, `_delete` and `_update` on SQLite), written out per table.
 */
export async function createCountTable({ sequelize }: MigrationContext, t: CountTable) {
  await sequelize.query(
    `CREATE TABLE ${t.counts} (${t.key} VARCHAR(${t.keyWidth}) PRIMARY KEY, n INTEGER NOT NULL DEFAULT 0)`,
  );
  await sequelize.query(
    `INSERT INTO ${t.counts} (${t.key}, n) SELECT ${t.key}, count(*) FROM ${t.source} GROUP BY ${t.key}`,
  );
}

/** Takes away the statement triggers `<name>_added` and `<name>_removed` on `source`. */
export async function dropTallyPerStatement(sequelize: Sequelize, source: string, name: string) {
  for (const trigger of ['added', 'removed'])
    await sequelize.query(`DROP TRIGGER IF EXISTS ${name}_${trigger} ON ${source}`);
}

/** Takes away the per-statement count triggers and functions of `t` (migration 20261127-0202). */
export async function dropCountsPerStatement(sequelize: Sequelize, t: CountTable) {
  await dropTallyPerStatement(sequelize, t.source, t.counts);
  await sequelize.query(`DROP TRIGGER IF EXISTS ${t.counts}_moved ON ${t.source}`);
  for (const fn of ['tally', 'move'])
    await sequelize.query(`DROP FUNCTION IF EXISTS ${t.counts}_${fn}()`);
}

export async function dropCountTable({ sequelize, dialect }: MigrationContext, t: CountTable) {
  if (dialect === 'postgres') {
    await sequelize.query(`DROP TRIGGER IF EXISTS ${t.counts}_sync ON ${t.source}`);
    await sequelize.query(`DROP FUNCTION IF EXISTS ${t.counts}_sync()`);
  } else {
    for (const suffix of ['insert', 'delete', 'update']) {
      await sequelize.query(`DROP TRIGGER IF EXISTS ${t.counts}_${suffix}`);
    }
  }
  await sequelize.query(`DROP TABLE IF EXISTS ${t.counts}`);
}
