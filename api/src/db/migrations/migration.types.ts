import type { QueryInterface, Sequelize } from 'sequelize';
import type { Dialect } from '../sequelize';

export interface MigrationContext {
  queryInterface: QueryInterface;
  sequelize: Sequelize;
  dialect: Dialect;
}

export interface Migration {
  name: string;
  up(context: MigrationContext): Promise<void>;
  down(context: MigrationContext): Promise<void>;
}
