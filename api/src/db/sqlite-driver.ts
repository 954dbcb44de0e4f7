import type { Sequelize } from 'sequelize';
import sqlite3 from 'sqlite3';
import {
  closeConnection,
  createSqliteConnections,
  SQLITE_BUSY_TIMEOUT_MS,
} from './sqlite-connections';
import { createSqliteStatements, type SqliteStatements } from './sqlite-statements';
import { execOn } from './sqlite-write';
import { createTableInfoCache } from './sqlite-table-info';
import { createTransactionQueue } from './sqlite-transaction-queue';

/**
 * The shop's SQLite driver for one database file (decision 0103). Sequelize takes it through
 * its documented `dialectModule` option, as it would take `sqlite3` itself: it has sqlite3's
 * `Database` class and open flags, and each "connection" Sequelize opens is a handle over the
 * connections this driver owns (sqlite-connections.ts):
 * - a handle's statements run on the shared connection, until it sends BEGIN: from then until
 *   its COMMIT or ROLLBACK it holds the one writer connection, and other transactions wait
 *   their turn (sqlite-transaction-queue.ts). Sequelize's open and close of a connection per
 *   transaction cost nothing: no file is opened and no schema parsed;
 * - answers to the dialect's column-type questions are kept (sqlite-table-info.ts);
 * - `statements` runs the busiest paths' plain SQL as prepared statements
 *   (sqlite-statements.ts): on the writer for the transaction holding it, else on the readers;
 * - `inWritersTurn` holds the same turns while the order writer's thread writes on its own
 *   connection (modules/orders/sqlite/sqlite-order-writer.ts).
 * The connections close when Sequelize has closed every handle (`sequelize.close()`).
 */

type Callback = (this: unknown, error: Error | null, ...results: unknown[]) => void;

/** sqlite3's `(sql, [params], [callback])`: Sequelize leaves both out for its PRAGMA. */
function argumentsOf(rest: unknown[]): [unknown, Callback | undefined] {
  const callback = typeof rest.at(-1) === 'function' ? (rest.at(-1) as Callback) : undefined;
  const params = rest.length > (callback ? 1 : 0) ? rest[0] : [];
  return [params, callback];
}

const BEGINS = /^\s*BEGIN\b/i;
/** The end of a transaction (a rollback to a savepoint stays inside it). */
const ENDS = /^\s*(?:COMMIT|END|ROLLBACK)\b(?!\s+TO\b)/i;
const CLOSED = 'The database is closed';

export interface SqliteDriver {
  /** For Sequelize's `dialectModule` option. */
  dialectModule: { OPEN_READWRITE: number; OPEN_CREATE: number; Database: unknown };
  statements: SqliteStatements;
  /** The database file. */
  file: string;
  /** Where SQL is logged now, or null (Sequelize's `logging`). */
  logger: () => ((sql: string) => void) | null;
  /**
   * Runs `work` holding the writer's turn, so no transaction of this process writes meanwhile:
   * the order writer's thread writes on a connection of its own (decision 0087).
   */
  inWritersTurn<T>(work: () => Promise<T>): Promise<T>;
}

export function createSqliteDriver(
  file: string,
  log: { logger: () => ((sql: string) => void) | null; literal: (value: unknown) => string },
): SqliteDriver {
  const mode = sqlite3.OPEN_READWRITE | sqlite3.OPEN_CREATE;
  const connections = createSqliteConnections(file, mode);
  const tableInfo = createTableInfoCache();
  const turns = createTransactionQueue(SQLITE_BUSY_TIMEOUT_MS);
  let handles = 0;
  let turnIds = 0;

  const statements = createSqliteStatements(
    (transaction) => {
      if (handles === 0) return Promise.reject(new Error(CLOSED));
      return transaction ? connections.writer() : connections.reader();
    },
    log.logger,
    log.literal,
  );

  async function closeAll() {
    const open = await connections.takeAll();
    await Promise.all(open.map((c) => statements.forget(c)));
    await Promise.all(open.map(closeConnection));
  }

  /** What Sequelize takes for a connection; see the header. */
  class Handle {
    /** Set by Sequelize to the transaction's id; nothing here reads it. */
    uuid?: string;
    private turn: string | null = null;
    private closed = false;
    /** Inside a `serialize` call: its statements are sent in sqlite3's serialized mode. */
    private serializing = false;

    constructor(
      readonly filename: string,
      _mode: number,
      callback: (error: Error | null) => void,
    ) {
      handles += 1;
      connections.shared().then(
        () => callback(null),
        (error: Error) => callback(error),
      );
    }

    /**
     * As sqlite3's: a statement sent inside waits, in the driver's own queue, until the
     * connection's statements before it have finished. Sequelize sends its writes this way; sent
     * in parallel, writes waiting for SQLite's lock each took one of libuv's four threads, and
     * the writer's own statements found none to run on (the stall of
     * sqlite-transaction-queue.ts).
     */
    serialize(run?: () => void): void {
      const was = this.serializing;
      this.serializing = true;
      try {
        run?.();
      } finally {
        this.serializing = was;
      }
    }

    all(sql: string, ...rest: unknown[]): this {
      const [params, callback] = argumentsOf(rest);
      const kept = tableInfo.answer(sql);
      if (kept && callback) {
        // Asynchronous all the same, as the dialect expects of a statement.
        process.nextTick(() => callback.call(this, null, kept));
        return this;
      }
      this.send('all', sql, params, callback);
      return this;
    }

    run(sql: string, ...rest: unknown[]): this {
      const [params, callback] = argumentsOf(rest);
      this.send('run', sql, params, callback);
      return this;
    }

    /** For a test that watches the statements Sequelize's queries send (sqlite3's 'trace'). */
    on(event: 'trace', listener: (sql: string) => void): this {
      void connections.shared().then((c) => c.on(event, listener));
      return this;
    }

    close(callback?: (error: Error | null) => void): void {
      if (!this.closed) {
        this.closed = true;
        handles -= 1;
      }
      void this.endTurn(true)
        .then(() => (handles === 0 ? closeAll() : undefined))
        .then(() => callback?.(null), callback);
    }

    /** Runs a statement where the handle's transaction stands; see the header. */
    private send(
      method: 'all' | 'run',
      sql: string,
      params: unknown,
      callback: Callback | undefined,
    ): void {
      tableInfo.saw(sql);
      const serialized = this.serializing;
      const begins = BEGINS.test(sql);
      const ends = ENDS.test(sql);
      // A ROLLBACK with no turn ends nothing: Sequelize sends one after a BEGIN that failed.
      if (ends && !this.turn && /^\s*ROLLBACK/i.test(sql)) {
        process.nextTick(() => callback?.call(this, null, []));
        return;
      }
      const answer = (self: unknown, error: Error | null, rows?: unknown) => {
        if (!error && rows && tableInfo.keeps(sql)) tableInfo.remember(sql, rows as unknown[]);
        callback?.call(self, error, rows);
      };
      // A failed BEGIN holds nothing; after COMMIT or ROLLBACK the turn is given back (a failed
      // COMMIT rolled back first), before the caller hears of it.
      const settle = (error: Error | null) =>
        (begins && error) || (ends && this.turn)
          ? this.endTurn(Boolean(error) && !begins)
          : Promise.resolve();
      (begins ? this.takeTurn() : Promise.resolve())
        .then(() => (this.turn ? connections.writer() : connections.shared()))
        .then(
          (connection) => {
            const go = () =>
              connection[method](
                sql,
                params,
                function (this: unknown, error: Error | null, rows?: unknown) {
                  void settle(error).then(answer.bind(null, this, error, rows));
                },
              );
            if (serialized) connection.serialize(go);
            else go();
          },
          (error: Error) => void settle(error).then(() => answer(null, error)),
        );
    }

    private async takeTurn(): Promise<void> {
      if (this.turn) return;
      const turn = `handle${(turnIds += 1)}`;
      await turns.acquire(turn);
      this.turn = turn;
    }

    /** Gives back the writer's turn; an unfinished transaction is rolled back first. */
    private async endTurn(rollBack: boolean): Promise<void> {
      const turn = this.turn;
      if (!turn) return;
      this.turn = null;
      if (rollBack) await execOn(await connections.writer(), 'ROLLBACK').catch(() => undefined);
      turns.release(turn);
    }
  }

  return {
    dialectModule: {
      OPEN_READWRITE: sqlite3.OPEN_READWRITE,
      OPEN_CREATE: sqlite3.OPEN_CREATE,
      Database: Handle,
    },
    statements,
    file,
    logger: log.logger,
    async inWritersTurn(work) {
      const turn = `write${(turnIds += 1)}`;
      await turns.acquire(turn);
      try {
        return await work();
      } finally {
        turns.release(turn);
      }
    },
  };
}

const drivers = new WeakMap<Sequelize, SqliteDriver>();

export function registerSqliteDriver(sequelize: Sequelize, driver: SqliteDriver): void {
  drivers.set(sequelize, driver);
}

/** The prepared-statement runner of a SQLite database opened by openDatabase, else null. */
export function sqliteStatementsOf(sequelize: Sequelize): SqliteStatements | null {
  return drivers.get(sequelize)?.statements ?? null;
}

/** The file, the SQL log and the writer's turn of a SQLite database opened by openDatabase. */
export function sqliteWriterOf(
  sequelize: Sequelize,
): Pick<SqliteDriver, 'file' | 'logger' | 'inWritersTurn'> {
  const driver = drivers.get(sequelize);
  if (!driver) throw new Error('Not a SQLite database opened by openDatabase');
  return driver;
}
