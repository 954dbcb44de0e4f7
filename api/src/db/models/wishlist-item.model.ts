import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** One print an account saved to its wishlist (decision 0043). */
export class WishlistItemModel extends Model<
  InferAttributes<WishlistItemModel>,
  InferCreationAttributes<WishlistItemModel>
> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare productRefId: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    WishlistItemModel.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        userId: { type: DataTypes.INTEGER, allowNull: false },
        productRefId: { type: DataTypes.INTEGER, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'wishlist_items', modelName: 'WishlistItem' },
    );
  }
}
