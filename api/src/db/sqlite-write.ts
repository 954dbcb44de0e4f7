import sqlite3 from 'sqlite3';
import { closeConnection, createSqliteConnections, type Connection } from './sqlite-connections';
import {
  createSqliteStatements,
  withValuesWritten,
  type SqliteStatements,
} from './sqlite-statements';

/** A transaction of the shop's own on a writer connection (the order writer's, decision 0104). */
export interface SqliteWrite {
  all<Row>(sql: string, params: Record<string, unknown>): Promise<Row[]>;
  run(sql: string, params: Record<string, unknown>): Promise<number>;
  /**
   * A write sent with the COMMIT: the transaction's later writes and its COMMIT go to SQLite as
   * one script, values written in (sqlite-statements.ts), in one trip to the thread pool.
   */
  later(sql: string, params: Record<string, unknown>): void;
}

export const execOn = (connection: Connection, sql: string) =>
  new Promise<void>((resolve, reject) =>
    connection.exec(sql, (error) => (error ? reject(error) : resolve())),
  );

/**
 * One IMMEDIATE transaction on `connection`, its reads and writes as `statements` (prepared on
 * that connection); rolled back if `work` or the COMMIT fails.
 */
async function writeOn<T>(
  connection: Connection,
  statements: SqliteStatements,
  work: (writer: SqliteWrite) => Promise<T>,
  log: ((sql: string) => void) | null,
): Promise<T> {
  const exec = (sql: string) => (log?.(sql), execOn(connection, sql));
  await exec('BEGIN IMMEDIATE');
  const script: string[] = [];
  try {
    const result = await work({
      all: (sql, params) => statements.all(sql, params, true),
      run: (sql, params) => statements.run(sql, params),
      later: (sql, params) => void script.push(withValuesWritten(sql, params)),
    });
    await exec([...script, 'COMMIT'].join(';\n'));
    return result;
  } catch (error) {
    await exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * A writer connection of its own to the database file, for the order writer's thread: its
 * transactions take SQLite's write lock as any connection's do, and the API process holds its
 * writer's turn meanwhile (sqlite-driver.ts, `inWritersTurn`), so they never wait on each other.
 */
export async function openSqliteWriter(
  file: string,
  /** Where statements are logged, as the driver's `log.logger`, or null. */
  logger: () => ((sql: string) => void) | null = () => null,
) {
  const connection = await createSqliteConnections(
    file,
    sqlite3.OPEN_READWRITE | sqlite3.OPEN_CREATE,
  ).writer();
  const statements = createSqliteStatements(() => Promise.resolve(connection), logger);
  return {
    write: <T>(work: (writer: SqliteWrite) => Promise<T>) =>
      writeOn(connection, statements, work, logger()),
    async close() {
      await statements.forget(connection);
      await closeConnection(connection);
    },
  };
}
