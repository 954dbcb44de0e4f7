/**
 * Sequelize's SQLite dialect asks for a table's column types (`PRAGMA table_info`) before every
 * model read, to turn the row's values into dates and booleans: one more statement each time,
 * and each statement is a trip to libuv's thread pool and back to a busy event loop. Inside a
 * transaction that trip holds the one writer (decision 0072). The shop's driver
 * (sqlite-driver.ts) keeps the answers per database and forgets them whenever a statement
 * changes the schema. A migration run by another process while the server runs is not seen:
 * migrations run before the server starts (npm run setup, or the server's own start).
 */

/** Exactly the statement the dialect sends before a model read. */
const TABLE_INFO = /^PRAGMA table_info\(`[^`]+`\)$/;
/** A schema change, or a rollback that may undo one. */
const SCHEMA_CHANGE = /^\s*(?:CREATE|ALTER|DROP|ROLLBACK)\b/i;

export interface TableInfoCache {
  /** The kept answer to this statement, if it is a column-type question answered before. */
  answer(sql: string): unknown[] | undefined;
  /** Whether this statement's answer is worth keeping. */
  keeps(sql: string): boolean;
  remember(sql: string, rows: unknown[]): void;
  /** Every statement the driver runs passes here, so a schema change forgets what was kept. */
  saw(sql: string): void;
}

export function createTableInfoCache(): TableInfoCache {
  const kept = new Map<string, unknown[]>();
  return {
    answer: (sql) => kept.get(sql),
    keeps: (sql) => TABLE_INFO.test(sql),
    remember: (sql, rows) => void kept.set(sql, rows),
    saw(sql) {
      if (SCHEMA_CHANGE.test(sql)) kept.clear();
    },
  };
}
