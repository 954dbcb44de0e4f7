import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
const timestamps = {
  createdAt: { type: DataTypes.DATE, allowNull: false },
  updatedAt: { type: DataTypes.DATE, allowNull: false },
};

/** The first default size, which every product made before sizes had their own price becomes. */
const FIRST_SIZE = { size: '12x18 in', width: 12, height: 18, unit: 'in' };

/**
 * Selling for real (PRODUCT §7): sizes with their own price and stock, shipping and payment on
 * each order, the shop's settings, and the card gateway's notices.
 *
 * `products.priceCents`, `labeledPriceCents` and `stock` stay as the product's summary (its
 * cheapest size, and the sum of its sizes' stock) so the list's sorts and indexes keep working;
 * whoever writes a size writes that summary in the same transaction.
 */
export const selling: Migration = {
  name: '20261124-0001-selling',
  async up({ queryInterface: qi, sequelize, dialect }) {
    await qi.createTable('product_sizes', {
      id,
      productRefId: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'products', key: 'id' },
        onDelete: 'CASCADE',
      },
      position: { type: DataTypes.INTEGER, allowNull: false },
      size: { type: DataTypes.STRING(40), allowNull: false },
      priceCents: { type: DataTypes.INTEGER, allowNull: false },
      labeledPriceCents: { type: DataTypes.INTEGER, allowNull: false },
      stock: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      width: { type: DataTypes.DOUBLE, allowNull: false },
      height: { type: DataTypes.DOUBLE, allowNull: false },
      unit: { type: DataTypes.STRING(2), allowNull: false },
      ...timestamps,
    });
    await qi.addIndex('product_sizes', ['productRefId', 'position'], {
      name: 'product_sizes_product',
      unique: true,
    });
    await sequelize.query(
      `INSERT INTO product_sizes ("productRefId", position, size, "priceCents", "labeledPriceCents",
         stock, width, height, unit, "createdAt", "updatedAt")
       SELECT id, 0, :size, "priceCents", "labeledPriceCents", stock, :width, :height, :unit,
         "createdAt", "updatedAt"
       FROM products`,
      { replacements: FIRST_SIZE },
    );
    // A size label may be 40 characters; SQLite does not enforce VARCHAR lengths.
    if (dialect === 'postgres') {
      await sequelize.query('ALTER TABLE order_items ALTER COLUMN size TYPE VARCHAR(40)');
    }

    const orderColumns = {
      country: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'LK' },
      shippingMethod: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'standard' },
      subtotalCents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
      shippingFeeCents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
      paymentMethod: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'cod' },
      paymentStatus: { type: DataTypes.STRING(30), allowNull: false, defaultValue: 'unpaid' },
      /** Staff's note on the last verify or reject (the shopper is mailed it). */
      paymentNote: { type: DataTypes.STRING(500), allowNull: true },
      /** When the payment status last changed (the bank-transfer clock restarts on a reject). */
      paymentChangedAt: { type: DataTypes.DATE, allowNull: true },
      /** The uploaded bank slip: a private storage key and its content type. */
      slipKey: { type: DataTypes.STRING(200), allowNull: true },
      slipType: { type: DataTypes.STRING(40), allowNull: true },
      slipUploadedAt: { type: DataTypes.DATE, allowNull: true },
      paymentReminderSentAt: { type: DataTypes.DATE, allowNull: true },
      /** Something staff must look at, e.g. a card payment that arrived after the order expired. */
      paymentFlag: { type: DataTypes.STRING(60), allowNull: true },
    };
    for (const [column, definition] of Object.entries(orderColumns)) {
      await qi.addColumn('orders', column, definition);
    }
    await sequelize.query('UPDATE orders SET "subtotalCents" = "totalCents"');
    await qi.addIndex('orders', ['paymentStatus', 'createdAt'], { name: 'orders_payment_newest' });
    await qi.addIndex('orders', ['paymentMethod', 'paymentStatus', 'createdAt'], {
      name: 'orders_payment_due',
    });

    await qi.createTable('shop_settings', {
      key: { type: DataTypes.STRING(40), primaryKey: true, allowNull: false },
      value: { type: DataTypes.TEXT, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    });

    await qi.createTable('payment_notices', {
      id,
      orderRefId: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'orders', key: 'id' },
        onDelete: 'SET NULL',
      },
      orderID: { type: DataTypes.STRING(32), allowNull: false },
      paymentId: { type: DataTypes.STRING(64), allowNull: false },
      statusCode: { type: DataTypes.INTEGER, allowNull: false },
      amount: { type: DataTypes.STRING(20), allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      /** What the shop did with it: applied, unchanged, late (after the order expired) … */
      outcome: { type: DataTypes.STRING(40), allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    });
    // One row per gateway payment and status: a repeated notice finds its row and changes nothing.
    await qi.addIndex('payment_notices', ['paymentId', 'statusCode'], {
      name: 'payment_notices_once',
      unique: true,
    });
    await qi.addIndex('payment_notices', ['orderRefId'], { name: 'payment_notices_order' });
  },
  async down({ queryInterface: qi }) {
    await qi.dropTable('payment_notices');
    await qi.dropTable('shop_settings');
    for (const index of ['orders_payment_due', 'orders_payment_newest']) {
      await qi.removeIndex('orders', index);
    }
    for (const column of [
      'paymentFlag',
      'paymentReminderSentAt',
      'slipUploadedAt',
      'slipType',
      'slipKey',
      'paymentChangedAt',
      'paymentNote',
      'paymentStatus',
      'paymentMethod',
      'shippingFeeCents',
      'subtotalCents',
      'shippingMethod',
      'country',
    ]) {
      await qi.removeColumn('orders', column);
    }
    await qi.dropTable('product_sizes');
  },
};
