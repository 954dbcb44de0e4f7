import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Category } from '@wallart/domain';

/** Money is kept in integer cents; altNames and images as JSON text (the same on both databases). */
export class ProductModel extends Model<
  InferAttributes<ProductModel>,
  InferCreationAttributes<ProductModel>
> {
  declare id: CreationOptional<number>;
  declare productId: string;
  declare name: string;
  declare altNames: string;
  declare description: string;
  declare priceCents: number;
  declare labeledPriceCents: number;
  /** The dearest size's price (priceCents is the cheapest's): kept for the price filters. */
  declare maxPriceCents: number;
  declare category: Category;
  declare stock: number;
  declare images: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ProductModel.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        productId: { type: DataTypes.STRING(40), allowNull: false, unique: true },
        name: { type: DataTypes.STRING(120), allowNull: false },
        altNames: { type: DataTypes.TEXT, allowNull: false, defaultValue: '[]' },
        description: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        priceCents: { type: DataTypes.INTEGER, allowNull: false },
        labeledPriceCents: { type: DataTypes.INTEGER, allowNull: false },
        maxPriceCents: { type: DataTypes.INTEGER, allowNull: false },
        category: { type: DataTypes.STRING(40), allowNull: false },
        stock: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        images: { type: DataTypes.TEXT, allowNull: false, defaultValue: '[]' },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'products', modelName: 'Product' },
    );
  }
}
