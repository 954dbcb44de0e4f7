import type { Sequelize } from 'sequelize';
import { column } from './columns';
import { StampedModel } from './table-model';

/** One print an account saved to its wishlist (decision 0043). */
export class WishlistItemModel extends StampedModel<WishlistItemModel> {
  declare userId: number;
  declare productRefId: number;

  static initModel(sequelize: Sequelize): void {
    WishlistItemModel.init(
      {
        id: column.id(),
        userId: column.foreignKey(),
        productRefId: column.foreignKey(),
        ...column.timestamps(),
      },
      { sequelize, tableName: 'wishlist_items', modelName: 'WishlistItem' },
    );
  }
}
