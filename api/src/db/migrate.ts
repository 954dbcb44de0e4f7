import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { coreTables } from './migrations/20261121-0001-core-tables';
import { productSearch } from './migrations/20261121-0002-product-search';
import { resetsAndInbox } from './migrations/20261121-0003-resets-and-inbox';
import { reviews } from './migrations/20261121-0004-reviews';
import { productCounts } from './migrations/20261122-0001-product-counts';
import { auditLog } from './migrations/20261122-0002-audit-log';
import { orderCounts } from './migrations/20261122-0003-order-counts';
import { selling } from './migrations/20261124-0001-selling';
import { checkoutPaymentMethodIndex } from './migrations/20261124-0002-checkout-payment-method-index';
import { tracking } from './migrations/20261126-0001-tracking';
import { ordersHidden } from './migrations/20261126-0003-orders-hidden';
import { tokenVersion } from './migrations/20261126-0004-token-version';
import { emailVerification } from './migrations/20261126-0101-email-verification';
import type { Migration, MigrationContext } from './migrations/migration.types';
import { dialectOf } from './sequelize';

/** Every migration, oldest first. A new one is appended here and never edited once shipped. */
export const MIGRATIONS: Migration[] = [
  coreTables,
  productSearch,
  resetsAndInbox,
  reviews,
  productCounts,
  auditLog,
  orderCounts,
  selling,
  checkoutPaymentMethodIndex,
  tracking,
  ordersHidden,
  tokenVersion,
  emailVerification,
];

export function createMigrator(sequelize: Sequelize) {
  const context: MigrationContext = {
    queryInterface: sequelize.getQueryInterface(),
    sequelize,
    dialect: dialectOf(sequelize),
  };
  return new Umzug<MigrationContext>({
    migrations: MIGRATIONS.map((m) => ({
      name: m.name,
      up: ({ context: ctx }) => m.up(ctx),
      down: ({ context: ctx }) => m.down(ctx),
    })),
    context,
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
}

export async function migrate(sequelize: Sequelize): Promise<string[]> {
  const applied = await createMigrator(sequelize).up();
  return applied.map((m) => m.name);
}
