import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
const timestamps = {
  createdAt: { type: DataTypes.DATE, allowNull: false },
  updatedAt: { type: DataTypes.DATE, allowNull: false },
};
const ref = (table: string, onDelete: 'CASCADE' | 'SET NULL', allowNull: boolean) => ({
  type: DataTypes.INTEGER,
  allowNull,
  references: { model: table, key: 'id' },
  onDelete,
});

/** Users, products, orders with their lines and status history, and an index per query. */
export const coreTables: Migration = {
  name: '20261121-0001-core-tables',
  async up({ queryInterface: qi }) {
    await qi.createTable('users', {
      id,
      firstName: { type: DataTypes.STRING(60), allowNull: false },
      lastName: { type: DataTypes.STRING(60), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
      phone: { type: DataTypes.STRING(24), allowNull: false, defaultValue: '' },
      passwordHash: { type: DataTypes.STRING(100), allowNull: true },
      role: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'user' },
      isEmailVerified: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      isDisabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ...timestamps,
    });
    await qi.addIndex('users', ['role'], { name: 'users_role' });
    await qi.addIndex('users', ['createdAt'], { name: 'users_created_at' });

    await qi.createTable('products', {
      id,
      productId: { type: DataTypes.STRING(40), allowNull: false, unique: true },
      name: { type: DataTypes.STRING(120), allowNull: false },
      altNames: { type: DataTypes.TEXT, allowNull: false, defaultValue: '[]' },
      description: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      priceCents: { type: DataTypes.INTEGER, allowNull: false },
      labeledPriceCents: { type: DataTypes.INTEGER, allowNull: false },
      category: { type: DataTypes.STRING(40), allowNull: false },
      stock: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      images: { type: DataTypes.TEXT, allowNull: false, defaultValue: '[]' },
      ...timestamps,
    });
    // Each list sorts within an optional category filter; `id` breaks ties so paging is stable.
    await qi.addIndex('products', ['createdAt', 'id'], { name: 'products_newest' });
    await qi.addIndex('products', ['priceCents', 'id'], { name: 'products_price' });
    await qi.addIndex('products', ['name', 'id'], { name: 'products_name' });
    await qi.addIndex('products', ['category', 'createdAt', 'id'], { name: 'products_cat_newest' });
    await qi.addIndex('products', ['category', 'priceCents', 'id'], { name: 'products_cat_price' });
    await qi.addIndex('products', ['category', 'name', 'id'], { name: 'products_cat_name' });
    await qi.addIndex('products', ['stock'], { name: 'products_stock' });

    await qi.createTable('orders', {
      id,
      orderID: { type: DataTypes.STRING(32), allowNull: false, unique: true },
      userId: ref('users', 'SET NULL', true),
      email: { type: DataTypes.STRING(254), allowNull: false },
      name: { type: DataTypes.STRING(120), allowNull: false },
      address: { type: DataTypes.STRING(500), allowNull: false },
      phoneNumber: { type: DataTypes.STRING(24), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'Pending' },
      totalCents: { type: DataTypes.BIGINT, allowNull: false },
      labeledTotalCents: { type: DataTypes.BIGINT, allowNull: false },
      holdsStock: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ...timestamps,
    });
    await qi.addIndex('orders', ['userId', 'createdAt'], { name: 'orders_user_newest' });
    await qi.addIndex('orders', ['status', 'createdAt'], { name: 'orders_status_newest' });
    await qi.addIndex('orders', ['createdAt'], { name: 'orders_newest' });

    await qi.createTable('order_items', {
      id,
      orderId: ref('orders', 'CASCADE', false),
      productRefId: ref('products', 'SET NULL', true),
      productId: { type: DataTypes.STRING(40), allowNull: false },
      productName: { type: DataTypes.STRING(120), allowNull: false },
      image: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
      size: { type: DataTypes.STRING(20), allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      priceCents: { type: DataTypes.INTEGER, allowNull: false },
      labeledPriceCents: { type: DataTypes.INTEGER, allowNull: false },
    });
    await qi.addIndex('order_items', ['orderId'], { name: 'order_items_order' });
    await qi.addIndex('order_items', ['productRefId'], { name: 'order_items_product' });

    await qi.createTable('order_status_changes', {
      id,
      orderId: ref('orders', 'CASCADE', false),
      fromStatus: { type: DataTypes.STRING(20), allowNull: true },
      toStatus: { type: DataTypes.STRING(20), allowNull: false },
      changedById: ref('users', 'SET NULL', true),
      changedByEmail: { type: DataTypes.STRING(254), allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('order_status_changes', ['orderId', 'createdAt'], {
      name: 'order_status_changes_order',
    });
  },
  async down({ queryInterface: qi }) {
    for (const table of ['order_status_changes', 'order_items', 'orders', 'products', 'users']) {
      await qi.dropTable(table);
    }
  },
};
