import type { Sequelize } from 'sequelize';
import { dialectOf } from '../../../db/sequelize';
import { createPostgresSearch } from './postgres/postgres-search';
import type { SearchStrategy } from './search-strategy';
import { createSqliteSearch } from './sqlite/sqlite-search';

/** The search of the database the shop runs on: built once, in the composition root. */
export function createSearchStrategy(sequelize: Sequelize): SearchStrategy {
  return dialectOf(sequelize) === 'postgres'
    ? createPostgresSearch(sequelize)
    : createSqliteSearch(sequelize);
}
