/**
 * Sequelize's SQLite dialect asks for a table's column types (`PRAGMA table_info`) before every
 * model read, to turn the row's values into dates and booleans: one more statement each time,
 * and each statement is a trip to libuv's thread pool and back to a busy event loop. Inside a
 * transaction that trip holds the one writer (decision 0072). The answers are kept per database,
 * for every connection to it, and forgotten whenever a statement on any of them changes the
 * schema. A migration run by another process while the server runs is not seen: migrations run
 * before the server starts (npm run setup, or the server's own start).
 */

type Callback = (error: Error | null, rows: unknown[]) => void;

/** The methods of a `sqlite3` connection that statements pass through. */
export interface TableInfoConnection {
  all(sql: string, ...rest: unknown[]): unknown;
  run(sql: string, ...rest: unknown[]): unknown;
  exec(sql: string, ...rest: unknown[]): unknown;
  prepare(sql: string, ...rest: unknown[]): unknown;
}

/** Exactly the statement the dialect sends before a model read. */
const TABLE_INFO = /^PRAGMA table_info\(`[^`]+`\)$/;
/** A schema change, or a rollback that may undo one. */
const SCHEMA_CHANGE = /^\s*(?:CREATE|ALTER|DROP|ROLLBACK)\b/i;

export interface TableInfoKeeper {
  /** Wraps one connection; every connection to the same database shares what is kept. */
  keep(connection: TableInfoConnection): void;
}

export function createTableInfoKeeper(): TableInfoKeeper {
  const kept = new Map<string, unknown[]>();

  const forgetOnSchemaChange = (sql: unknown) => {
    if (typeof sql === 'string' && SCHEMA_CHANGE.test(sql)) kept.clear();
  };

  return {
    keep(connection) {
      const all = connection.all.bind(connection);
      connection.all = (sql, ...rest) => {
        const callback = rest.at(-1);
        if (!TABLE_INFO.test(sql) || rest.length !== 1 || typeof callback !== 'function') {
          forgetOnSchemaChange(sql);
          return all(sql, ...rest);
        }
        const answer = kept.get(sql);
        if (answer) {
          // Asynchronous all the same, as the dialect expects of a statement.
          process.nextTick(callback as Callback, null, answer);
          return connection;
        }
        return all(sql, (error: Error | null, rows: unknown[]) => {
          if (!error) kept.set(sql, rows);
          (callback as Callback)(error, rows);
        });
      };
      for (const method of ['run', 'exec', 'prepare'] as const) {
        const original = connection[method].bind(connection);
        connection[method] = (sql, ...rest) => {
          forgetOnSchemaChange(sql);
          return original(sql, ...rest);
        };
      }
    },
  };
}
