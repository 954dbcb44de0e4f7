import type { CreationOptional, ForeignKey, Sequelize } from 'sequelize';
import { column } from './columns';
import { TableModel } from './table-model';
import type { OrderModel } from './order.model';
import type { ProductModel } from './product.model';

/** A bill line keeps the product's name, image and price as they were when ordered. */
export class OrderItemModel extends TableModel<OrderItemModel> {
  declare id: CreationOptional<number>;
  /** The order's row id (column `orderId`), not its public code `orderID`. */
  declare orderRefId: ForeignKey<OrderModel['id']>;
  declare productRefId: ForeignKey<ProductModel['id']> | null;
  declare productId: string;
  declare productName: string;
  declare image: string;
  declare size: string;
  declare quantity: number;
  declare priceCents: number;
  declare labeledPriceCents: number;
  /** The private file a digital line bought (null on a print), copied when it was ordered. */
  declare fileKey: string | null;
  /** A digital line's completed downloads (decision 0124). */
  declare downloads: CreationOptional<number>;

  static initModel(sequelize: Sequelize): void {
    OrderItemModel.init(
      {
        id: column.id(),
        orderRefId: column.foreignKey({ field: 'orderId' }),
        productRefId: column.nullableForeignKey(),
        productId: column.string(40),
        productName: column.string(120),
        image: column.string(500, { defaultValue: '' }),
        size: column.string(20),
        quantity: column.integer(),
        priceCents: column.cents(),
        labeledPriceCents: column.cents(),
        fileKey: column.nullableString(120),
        downloads: column.integer({ defaultValue: 0 }),
      },
      { sequelize, tableName: 'order_items', modelName: 'OrderItem', timestamps: false },
    );
  }
}
