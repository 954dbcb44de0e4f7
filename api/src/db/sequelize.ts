import os from 'node:os';
import path from 'node:path';
import { Sequelize, Transaction } from 'sequelize';
import {
  ensurePrivateDir,
  ensurePrivateFile,
  PRIVATE_FILE_MODE,
  tighten,
} from '../lib/private-files';
import {
  createSqliteStatements,
  registerSqliteStatements,
  type SqliteDatabase,
} from './sqlite-statements';
import { createTableInfoKeeper, type TableInfoConnection } from './sqlite-table-info';
import { createTransactionQueue } from './sqlite-transaction-queue';

export interface DatabaseConfig {
  /** postgres://… for PostgreSQL; otherwise SQLite in `sqlitePath`. */
  databaseUrl?: string | undefined;
  sqlitePath: string;
  poolMax?: number;
}

export type Dialect = 'sqlite' | 'postgres';

const SQLITE_BUSY_TIMEOUT_MS = 10_000;
/**
 * FULL: in WAL mode every commit is synced to disk, so an acknowledged order survives a power
 * cut as well as a crash (NORMAL would only survive a crash). It costs about 0.7 ms a commit.
 */
const SQLITE_SYNCHRONOUS = 'FULL';
/**
 * Each connection's page cache, in KiB (SQLite's default is 2 MiB). The search's look-ups of its
 * index's words step past a word's list of products; for a word in a million prints that list
 * is some 4 MB, read again from the file on every search when it does not fit (5 ms instead of
 * 0.4, decision 0059).
 */
const SQLITE_CACHE_KIB = 32 * 1024;
/** Sequelize's key for the one connection every transaction runs on. */
const WRITER_KEY = 'transactions';
/**
 * Plain-SQL reads outside a transaction take turns on this many connections (keyed
 * `readers0`, `readers1`…). SQLite runs one statement at a time on a connection, so with one
 * the catalogue's reads queued behind each other while a core sat idle (decision 0049).
 */
const SQLITE_READERS = Math.min(4, Math.max(2, os.availableParallelism()));
const READER_KEY = 'readers';

interface SqliteConnection extends SqliteDatabase {
  configure(option: 'busyTimeout', ms: number): void;
  exec(sql: string, callback: (error: Error | null) => void): void;
  close(callback: (error: Error | null) => void): void;
  uuid?: string;
}

/**
 * Opens the shop's database. SQLite runs in WAL mode with foreign keys on and a busy timeout
 * on every connection; its transactions are IMMEDIATE so two writers queue instead of failing,
 * and they all run on one long-lived connection.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Sequelize> {
  if (config.databaseUrl) {
    const sequelize = new Sequelize(config.databaseUrl, {
      dialect: 'postgres',
      logging: false,
      pool: { max: config.poolMax ?? 10, min: 0, idle: 10_000 },
    });
    await sequelize.authenticate();
    return sequelize;
  }
  // The database and its -wal/-shm (which take its mode) for the shop's user only.
  ensurePrivateDir(path.dirname(config.sqlitePath));
  ensurePrivateFile(config.sqlitePath);
  for (const suffix of ['-wal', '-shm'])
    tighten(`${config.sqlitePath}${suffix}`, PRIVATE_FILE_MODE);
  const sequelize = new Sequelize({
    dialect: 'sqlite',
    storage: config.sqlitePath,
    logging: false,
    transactionType: Transaction.TYPES.IMMEDIATE,
  });
  configureSqliteConnections(sequelize);
  await sequelize.query('PRAGMA journal_mode = WAL');
  return sequelize;
}

/**
 * Sequelize's SQLite driver would open (and close) a fresh connection for every transaction.
 * Since this process runs one transaction at a time anyway (see the queue below), they all
 * share one long-lived writer connection instead: no open, schema parse and close per order.
 * Every connection gets the busy timeout, the synchronous level, its page cache and the kept
 * column types of model reads (sqlite-table-info.ts) as it is first handed out.
 */
function configureSqliteConnections(sequelize: Sequelize): void {
  const manager = sequelize.connectionManager as unknown as {
    connections: Record<string, SqliteConnection>;
    getConnection(options?: { uuid?: string }): Promise<SqliteConnection>;
    releaseConnection(connection: SqliteConnection, force?: boolean): unknown;
    destroyConnection(connection: SqliteConnection): Promise<unknown>;
    _onProcessExit(): Promise<unknown>;
  };
  const getConnection = manager.getConnection.bind(manager);
  const releaseConnection = manager.releaseConnection.bind(manager);
  const destroyConnection = manager.destroyConnection.bind(manager);
  const closeAll = manager._onProcessExit.bind(manager);
  const configured = new WeakSet<SqliteConnection>();
  const tableInfo = createTableInfoKeeper();
  const writer = createTransactionQueue(SQLITE_BUSY_TIMEOUT_MS);
  let writerConnection: SqliteConnection | null = null;

  const prepare = async (connection: SqliteConnection) => {
    if (configured.has(connection)) return;
    configured.add(connection);
    tableInfo.keep(connection as unknown as TableInfoConnection);
    connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
    await new Promise<void>((resolve, reject) =>
      connection.exec(
        `PRAGMA synchronous = ${SQLITE_SYNCHRONOUS}; PRAGMA cache_size = -${SQLITE_CACHE_KIB}`,
        (error) => (error ? reject(error) : resolve()),
      ),
    );
  };

  manager.getConnection = async (options) => {
    const transactionId = options?.uuid && options.uuid !== 'default' ? options.uuid : undefined;
    if (!transactionId) {
      const connection = await getConnection(options);
      await prepare(connection);
      return connection;
    }
    await writer.acquire(transactionId);
    try {
      return await theWriter();
    } catch (error) {
      writer.release(transactionId);
      throw error;
    }
  };
  /** The one writer connection; only whoever holds the writer's turn asks for it. */
  const theWriter = async () => {
    // Kept under its own key, so Sequelize's map never hands it to a query outside a transaction.
    writerConnection ??= await getConnection({ uuid: WRITER_KEY });
    await prepare(writerConnection);
    return writerConnection;
  };
  // Plain SQL's prepared statements run on the transaction's connection (the writer), or
  // outside one on the next of the reading connections.
  const readers: Promise<SqliteConnection>[] = [];
  let nextReader = 0;
  let closed = false;
  const reader = (): Promise<SqliteConnection> => {
    // Closed, no reader is opened anew: a read fails as it does on the closed shared connection.
    if (closed) return Promise.reject(new Error('The database is closed'));
    const index = nextReader;
    nextReader = (nextReader + 1) % SQLITE_READERS;
    readers[index] ??= getConnection({ uuid: `${READER_KEY}${index}` })
      .then(async (c) => {
        await prepare(c);
        return c;
      })
      .catch((error: unknown) => {
        // Not kept: the next read on this turn tries to open it again.
        delete readers[index];
        throw error;
      });
    return readers[index];
  };
  const { options } = sequelize as unknown as { options: { logging?: unknown } };
  const statements = createSqliteStatements(
    async (transaction) => {
      const running = (transaction as { connection?: SqliteConnection } | null | undefined)
        ?.connection;
      return running ?? reader();
    },
    () =>
      typeof options.logging === 'function' ? (options.logging as (sql: string) => void) : null,
    (value) => sequelize.escape(value as string),
  );
  registerSqliteStatements(sequelize, statements);
  manager._onProcessExit = async () => {
    closed = true;
    await Promise.all(Object.values(manager.connections).map((c) => statements.forget(c)));
    return closeAll();
  };

  manager.releaseConnection = (connection, force) => {
    const transactionId = connection.uuid;
    if (connection === writerConnection) {
      if (transactionId) writer.release(transactionId);
      return undefined;
    }
    return releaseConnection(connection, force);
  };
  manager.destroyConnection = async (connection) => {
    const transactionId = connection.uuid;
    try {
      if (connection !== writerConnection) return await destroyConnection(connection);
      // A transaction that could not be rolled back: start the next one on a fresh connection.
      writerConnection = null;
      delete manager.connections[WRITER_KEY];
      await statements.forget(connection);
      await new Promise<void>((resolve) => connection.close(() => resolve()));
      return undefined;
    } finally {
      if (transactionId) writer.release(transactionId);
    }
  };
}

export function dialectOf(sequelize: Sequelize): Dialect {
  return sequelize.getDialect() === 'postgres' ? 'postgres' : 'sqlite';
}
