import path from 'node:path';
import { pino, type Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { resolveDataDir, type Env } from './config/env';
import { initModels } from './db/models';
import { migrate } from './db/migrate';
import { openDatabase } from './db/sequelize';

export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return pino({ level: env.LOG_LEVEL, base: { service: 'wallart-api' } });
}

/** Opens the database named by the environment, binds the models and applies migrations. */
export async function openShopDatabase(env: Env, logger: Logger): Promise<Sequelize> {
  const dataDir = resolveDataDir(env);
  const sequelize = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    sqlitePath: path.join(dataDir, 'shop.sqlite'),
  });
  initModels(sequelize);
  const applied = await migrate(sequelize);
  if (applied.length) logger.info({ migrations: applied }, 'database migrated');
  return sequelize;
}
