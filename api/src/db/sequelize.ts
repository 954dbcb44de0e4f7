import path from 'node:path';
import { Sequelize, Transaction } from 'sequelize';
import {
  ensurePrivateDir,
  ensurePrivateFile,
  PRIVATE_FILE_MODE,
  tighten,
} from '../lib/private-files';
import { createSqliteDriver, registerSqliteDriver } from './sqlite-driver';

export interface DatabaseConfig {
  /** postgres://… for PostgreSQL; otherwise SQLite in `sqlitePath`. */
  databaseUrl?: string | undefined;
  sqlitePath: string;
  poolMax?: number;
}

export type Dialect = 'sqlite' | 'postgres';

/**
 * Opens the shop's database. SQLite runs through the shop's driver (sqlite-driver.ts): WAL
 * mode, foreign keys on and a busy timeout on every connection, and IMMEDIATE transactions
 * that take turns on one long-lived writer connection.
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
  const driver = createSqliteDriver(config.sqlitePath, {
    // Plain SQL is logged where Sequelize logs its own, whenever its `logging` is a function.
    logger: () => {
      const { logging } = (sequelize as unknown as { options: { logging?: unknown } }).options;
      return typeof logging === 'function' ? (logging as (sql: string) => void) : null;
    },
    literal: (value) => sequelize.escape(value as string),
  });
  const sequelize = new Sequelize({
    dialect: 'sqlite',
    storage: config.sqlitePath,
    dialectModule: driver.dialectModule,
    logging: false,
    transactionType: Transaction.TYPES.IMMEDIATE,
  });
  registerSqliteDriver(sequelize, driver);
  await sequelize.query('PRAGMA journal_mode = WAL');
  return sequelize;
}

export function dialectOf(sequelize: Sequelize): Dialect {
  return sequelize.getDialect() === 'postgres' ? 'postgres' : 'sqlite';
}
