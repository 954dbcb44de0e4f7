import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { ProductModel } from './product.model';

/** One size of a print, with its own price, stock and real dimensions, in the order staff set. */
export class ProductSizeModel extends Model<
  InferAttributes<ProductSizeModel>,
  InferCreationAttributes<ProductSizeModel>
> {
  declare id: CreationOptional<number>;
  declare productRefId: ForeignKey<ProductModel['id']>;
  /** 0-based place in the product's list of sizes; the first size is meant when none is named. */
  declare position: number;
  declare size: string;
  declare priceCents: number;
  declare labeledPriceCents: number;
  declare stock: number;
  declare width: number;
  declare height: number;
  declare unit: 'in' | 'cm';
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ProductSizeModel.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        productRefId: { type: DataTypes.INTEGER, allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false },
        size: { type: DataTypes.STRING(40), allowNull: false },
        priceCents: { type: DataTypes.INTEGER, allowNull: false },
        labeledPriceCents: { type: DataTypes.INTEGER, allowNull: false },
        stock: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        width: { type: DataTypes.DOUBLE, allowNull: false },
        height: { type: DataTypes.DOUBLE, allowNull: false },
        unit: { type: DataTypes.STRING(2), allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'product_sizes', modelName: 'ProductSize' },
    );
  }
}
