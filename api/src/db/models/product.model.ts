import type { CreationOptional, Sequelize } from 'sequelize';
import { column } from './columns';
import { StampedModel } from './table-model';
import type { Category, ProductKind } from '@wallart/domain';

/** Money is kept in integer cents; altNames and images as JSON text (the same on both databases). */
export class ProductModel extends StampedModel<ProductModel> {
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
  /** `print`, or `digital`: sizes are file tiers, sold without stock or shipping (PRODUCT §13). */
  declare kind: CreationOptional<ProductKind>;
  /** Sinhala and Tamil texts as JSON text, `{}` for none (PRODUCT §12, decision 0158). */
  declare translations: CreationOptional<string>;

  static initModel(sequelize: Sequelize): void {
    ProductModel.init(
      {
        id: column.id(),
        productId: column.string(40, { unique: true }),
        name: column.string(120),
        altNames: column.text({ defaultValue: '[]' }),
        description: column.text({ defaultValue: '' }),
        priceCents: column.cents(),
        labeledPriceCents: column.cents(),
        maxPriceCents: column.cents(),
        category: column.string(40),
        stock: column.integer({ defaultValue: 0 }),
        images: column.text({ defaultValue: '[]' }),
        kind: column.string(10, { defaultValue: 'print' }),
        translations: column.text({ defaultValue: '{}' }),
        ...column.timestamps(),
      },
      { sequelize, tableName: 'products', modelName: 'Product' },
    );
  }
}
