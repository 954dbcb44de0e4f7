import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, Transaction } from 'sequelize';

export interface DatabaseConfig {
  /** postgres://… for PostgreSQL; otherwise SQLite in `sqlitePath`. */
  databaseUrl?: string | undefined;
  sqlitePath: string;
  poolMax?: number;
}

export type Dialect = 'sqlite' | 'postgres';

const SQLITE_BUSY_TIMEOUT_MS = 10_000;

interface SqliteConnection {
  configure(option: 'busyTimeout', ms: number): void;
  uuid?: string;
}

/**
 * Opens the shop's database. SQLite runs in WAL mode with foreign keys on and a busy timeout
 * on every connection; its transactions are IMMEDIATE so two writers queue instead of failing.
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
  fs.mkdirSync(path.dirname(config.sqlitePath), { recursive: true });
  const sequelize = new Sequelize({
    dialect: 'sqlite',
    storage: config.sqlitePath,
    logging: false,
    transactionType: Transaction.TYPES.IMMEDIATE,
  });
  configureSqliteConnections(sequelize);
  await sequelize.query('PRAGMA journal_mode = WAL');
  await sequelize.query('PRAGMA synchronous = NORMAL');
  return sequelize;
}

/**
 * Sequelize's SQLite driver opens a fresh connection for every transaction and offers no
 * hook for it, so the busy timeout is set as each connection is handed out.
 */
function configureSqliteConnections(sequelize: Sequelize): void {
  const manager = sequelize.connectionManager as unknown as {
    getConnection(options?: { uuid?: string }): Promise<SqliteConnection>;
    releaseConnection(connection: SqliteConnection, force?: boolean): unknown;
    destroyConnection(connection: SqliteConnection): Promise<unknown>;
  };
  const getConnection = manager.getConnection.bind(manager);
  const releaseConnection = manager.releaseConnection.bind(manager);
  const destroyConnection = manager.destroyConnection.bind(manager);
  const configured = new WeakSet<SqliteConnection>();
  const writer = createTransactionQueue(SQLITE_BUSY_TIMEOUT_MS);
  manager.getConnection = async (options) => {
    const transactionId = options?.uuid && options.uuid !== 'default' ? options.uuid : undefined;
    if (transactionId) await writer.acquire(transactionId);
    try {
      const connection = await getConnection(options);
      if (!configured.has(connection)) {
        connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
        configured.add(connection);
      }
      return connection;
    } catch (error) {
      if (transactionId) writer.release(transactionId);
      throw error;
    }
  };
  manager.releaseConnection = (connection, force) => {
    const transactionId = connection.uuid;
    try {
      return releaseConnection(connection, force);
    } finally {
      if (transactionId) writer.release(transactionId);
    }
  };
  manager.destroyConnection = async (connection) => {
    const transactionId = connection.uuid;
    try {
      return await destroyConnection(connection);
    } finally {
      if (transactionId) writer.release(transactionId);
    }
  };
}

/**
 * One SQLite transaction at a time in this process (SQLite has one writer anyway). Without
 * this queue, transactions waiting for the write lock each park a libuv worker thread in the
 * busy handler; with 4+ waiting, the transaction holding the lock gets no thread to finish on
 * and everything stalls until the busy timeout runs out.
 */
function createTransactionQueue(timeoutMs: number) {
  let holder: string | null = null;
  const waiting: { id: string; grant: () => void }[] = [];
  return {
    acquire(id: string): Promise<void> {
      if (holder === null) {
        holder = id;
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => {
        const entry = {
          id,
          grant: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new Error('SQLITE_BUSY: database is locked (a transaction held it too long)'));
        }, timeoutMs);
        waiting.push(entry);
      });
    },
    release(id: string): void {
      if (holder !== id) return;
      const next = waiting.shift();
      holder = next ? next.id : null;
      next?.grant();
    },
  };
}

export function dialectOf(sequelize: Sequelize): Dialect {
  return sequelize.getDialect() === 'postgres' ? 'postgres' : 'sqlite';
}
