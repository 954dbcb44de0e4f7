import type { Sequelize, Transaction } from 'sequelize';
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
import { reviewModeration } from './migrations/20261126-0301-review-moderation';
import { discounts } from './migrations/20261126-0401-discounts';
import { wishlistAndRestockAlerts } from './migrations/20261126-0501-wishlist-and-restock-alerts';
import { customArtQuotes } from './migrations/20261126-0601-custom-art-quotes';
import { listFilterIndexes } from './migrations/20261126-0701-list-filter-indexes';
import { searchVocabulary } from './migrations/20261126-0801-search-vocabulary';
import { productsMaxPrice } from './migrations/20261126-0901-products-max-price';
import { productSizesCategory } from './migrations/20261126-1001-product-sizes-category';
import { searchWordSeeks } from './migrations/20261126-1101-search-word-seeks';
import { productsPriceSpread } from './migrations/20261126-1102-products-price-spread';
import { productSizesProductPrice } from './migrations/20261126-1103-product-sizes-product-price';
import { productWords } from './migrations/20261127-0101-product-words';
import { productWordCounts } from './migrations/20261127-0201-product-word-counts';
import { productCountsPerStatement } from './migrations/20261127-0202-product-counts-per-statement';
import { orderCountsSpread } from './migrations/20261127-0301-order-counts-spread';
import { productsStockFlags } from './migrations/20261127-0302-products-stock-flags';
import { productSizesInStock } from './migrations/20261127-0303-product-sizes-in-stock';
import { shopCheck } from './migrations/20261128-0001-shop-check';
import { productWordsNewest } from './migrations/20261129-0101-product-words-newest';
import { productWordBlocks } from './migrations/20261129-0201-product-word-blocks';
import { wordBlocksMatchesPlannedOnce } from './migrations/20261129-0301-word-blocks-matches-planned-once';
import { guestOrders } from './migrations/20261202-0101-guest-orders';
import { imagePixels } from './migrations/20261202-0201-image-pixels';
import { returns } from './migrations/20261202-0202-returns';
import { productReviews } from './migrations/20261202-0401-product-reviews';
import { shopContent } from './migrations/20261203-0401-shop-content';
import { digitalArtwork } from './migrations/20261204-0101-digital-artwork';
import { orderLanguage } from './migrations/20261205-0101-order-language';
import { reviewRequest } from './migrations/20261205-0201-review-request';
import { productTranslations } from './migrations/20261205-0301-product-translations';
import { discountLiveUses } from './migrations/20261206-0101-discount-live-uses';
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
  reviewModeration,
  discounts,
  wishlistAndRestockAlerts,
  customArtQuotes,
  listFilterIndexes,
  searchVocabulary,
  productsMaxPrice,
  productSizesCategory,
  searchWordSeeks,
  productsPriceSpread,
  productSizesProductPrice,
  productWords,
  productWordCounts,
  productCountsPerStatement,
  orderCountsSpread,
  productsStockFlags,
  productSizesInStock,
  shopCheck,
  productWordsNewest,
  productWordBlocks,
  wordBlocksMatchesPlannedOnce,
  guestOrders,
  imagePixels,
  returns,
  productReviews,
  shopContent,
  digitalArtwork,
  orderLanguage,
  reviewRequest,
  productTranslations,
  discountLiveUses,
];

/**
 * Any number, the shop's own: every server takes this PostgreSQL advisory lock (for the
 * length of one migration's transaction) before it looks at or applies a migration.
 */
export const MIGRATION_LOCK_KEY = 7_270_402_019;

/**
 * The ledger (`schema_migrations`), written inside each migration's own transaction rather
 * than after it, so a migration and its record commit together or not at all. Umzug's own
 * calls to log and unlog therefore do nothing.
 */
class LedgerInTransaction extends SequelizeStorage {
  constructor(
    sequelize: Sequelize,
    private readonly locked: (work: () => Promise<void>) => Promise<void>,
  ) {
    super({ sequelize, tableName: 'schema_migrations' });
  }

  /** Creating the ledger is a migration step too: servers starting together would race. */
  override async executed(): Promise<string[]> {
    await this.locked(() => this.syncModel());
    return super.executed();
  }

  override async logMigration(): Promise<void> {}
  override async unlogMigration(): Promise<void> {}

  async has(name: string): Promise<boolean> {
    await this.syncModel();
    return (await this.model.findAll({ where: { name } })).length > 0;
  }

  async record(name: string, applied: boolean): Promise<void> {
    await this.syncModel();
    if (applied) await this.model.create({ name });
    else await this.model.destroy({ where: { name } });
  }
}

/**
 * Runs `work` in one transaction that every query of this Sequelize joins on its own
 * (queryInterface, models, plain SQL), so a migration needs no `transaction` argument. Only
 * while migrating, before the shop serves anything.
 */
async function inOneTransaction(sequelize: Sequelize, work: () => Promise<void>): Promise<void> {
  await sequelize.transaction(async (transaction: Transaction) => {
    const query = sequelize.query.bind(sequelize) as (...args: unknown[]) => Promise<unknown>;
    const joined = (sql: unknown, options?: { transaction?: Transaction | null }) =>
      query(sql, options?.transaction === undefined ? { ...options, transaction } : options);
    Object.defineProperty(sequelize, 'query', { value: joined, configurable: true });
    try {
      await work();
    } finally {
      Reflect.deleteProperty(sequelize, 'query');
    }
  });
}

/**
 * Each migration and its line in the ledger commit in one transaction. On PostgreSQL the
 * transaction first takes an advisory lock and reads the ledger again, so servers starting
 * together apply each migration once: the others wait, then find it done and skip it. (On
 * SQLite the transaction's write lock does the same.)
 */
export interface MigratorOptions {
  /** Filled with the names this migrator applied itself (not those another server did). */
  ran?: string[];
  migrations?: readonly Migration[];
}

export function createMigrator(sequelize: Sequelize, options: MigratorOptions = {}) {
  const { ran = [], migrations = MIGRATIONS } = options;
  const dialect = dialectOf(sequelize);
  const context: MigrationContext = {
    queryInterface: sequelize.getQueryInterface(),
    sequelize,
    dialect,
  };
  const locked = (work: () => Promise<void>) =>
    inOneTransaction(sequelize, async () => {
      if (dialect === 'postgres') {
        await sequelize.query('SELECT pg_advisory_xact_lock(:key)', {
          replacements: { key: MIGRATION_LOCK_KEY },
        });
      }
      await work();
    });
  const ledger = new LedgerInTransaction(sequelize, locked);
  const step = (name: string, applied: boolean, change: () => Promise<void>) =>
    locked(async () => {
      // Another server may have got here first.
      if ((await ledger.has(name)) === applied) return;
      await change();
      await ledger.record(name, applied);
      ran.push(name);
    });
  return new Umzug<MigrationContext>({
    migrations: migrations.map((m) => ({
      name: m.name,
      up: ({ context: ctx }) => step(m.name, true, () => m.up(ctx)),
      down: ({ context: ctx }) => step(m.name, false, () => m.down(ctx)),
    })),
    context,
    storage: ledger,
    logger: undefined,
  });
}

/** Applies every pending migration; answers the names this call applied itself. */
export async function migrate(sequelize: Sequelize): Promise<string[]> {
  const ran: string[] = [];
  await createMigrator(sequelize, { ran }).up();
  return ran;
}
