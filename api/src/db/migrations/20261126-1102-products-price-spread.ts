import type { Migration } from './migration.types';

/**
 * The widest gap in the catalogue between a product's dearest and cheapest size, read from an
 * index in one step (decision 0050): a product with a size priced from `minPrice` up is itself
 * priced at least `minPrice` less that gap, so a list sorted by price starts its walk of the
 * price index there instead of at the cheapest print.
 */
export const productsPriceSpread: Migration = {
  name: '20261126-1102-products-price-spread',
  async up({ sequelize }) {
    await sequelize.query(
      'CREATE INDEX products_price_spread ON products (("maxPriceCents" - "priceCents"))',
    );
  },
  async down({ sequelize }) {
    await sequelize.query('DROP INDEX products_price_spread');
  },
};
