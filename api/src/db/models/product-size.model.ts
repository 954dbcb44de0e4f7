import type { CreationOptional, ForeignKey, Sequelize } from 'sequelize';
import { column } from './columns';
import { StampedModel } from './table-model';
import type { ProductModel } from './product.model';

/** One size of a print, with its own price, stock and real dimensions, in the order staff set. */
export class ProductSizeModel extends StampedModel<ProductSizeModel> {
  declare productRefId: ForeignKey<ProductModel['id']>;
  /** 0-based place in the product's list of sizes; the first size is meant when none is named. */
  declare position: number;
  declare size: string;
  declare priceCents: number;
  declare labeledPriceCents: number;
  declare stock: number;
  declare width: number;
  declare height: number;
  declare unit: 'in' | 'cm' | 'px';
  /** A digital tier's private file, null until staff upload it (and on every print size). */
  declare fileKey: CreationOptional<string | null>;

  static initModel(sequelize: Sequelize): void {
    ProductSizeModel.init(
      {
        id: column.id(),
        productRefId: column.foreignKey(),
        position: column.integer(),
        size: column.string(40),
        priceCents: column.cents(),
        labeledPriceCents: column.cents(),
        stock: column.integer({ defaultValue: 0 }),
        width: column.double(),
        height: column.double(),
        unit: column.string(2),
        fileKey: column.nullableString(120),
        ...column.timestamps(),
      },
      { sequelize, tableName: 'product_sizes', modelName: 'ProductSize' },
    );
  }
}
