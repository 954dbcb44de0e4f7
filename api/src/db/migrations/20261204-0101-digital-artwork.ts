import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * Digital artwork (PRODUCT §13, decision 0125):
 * - `products.kind`: `print` (every product so far) or `digital`;
 * - `product_sizes.fileKey`: the private file a digital tier sells (DATA_DIR/private-files or
 *   the bucket's `private/`), null until staff upload it;
 * - `order_items.fileKey`: the file a digital line bought, copied when it was ordered, so a
 *   later upload or the product's deletion never changes what was paid for; null on a print;
 * - `order_items.downloads`: the line's completed downloads (decision 0124).
 */
export const digitalArtwork: Migration = {
  name: '20261204-0101-digital-artwork',
  async up({ queryInterface: qi }) {
    await qi.addColumn('products', 'kind', {
      type: DataTypes.STRING(10),
      allowNull: false,
      defaultValue: 'print',
    });
    await qi.addColumn('product_sizes', 'fileKey', {
      type: DataTypes.STRING(120),
      allowNull: true,
    });
    await qi.addColumn('order_items', 'fileKey', { type: DataTypes.STRING(120), allowNull: true });
    await qi.addColumn('order_items', 'downloads', {
      type: DataTypes.INTEGER,
      allowNull: false,
      defaultValue: 0,
    });
  },
  // Plain DROP COLUMN on both databases: Sequelize's SQLite removeColumn rebuilds the table
  // and cannot describe these tables' constraints.
  async down({ sequelize }) {
    for (const [table, column] of [
      ['order_items', 'downloads'],
      ['order_items', 'fileKey'],
      ['product_sizes', 'fileKey'],
      ['products', 'kind'],
    ]) {
      await sequelize.query(`ALTER TABLE ${table} DROP COLUMN "${column}"`);
    }
  },
};
