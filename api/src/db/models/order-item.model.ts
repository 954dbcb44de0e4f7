import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { OrderModel } from './order.model';
import type { ProductModel } from './product.model';

/** A bill line keeps the product's name, image and price as they were when ordered. */
export class OrderItemModel extends Model<
  InferAttributes<OrderItemModel>,
  InferCreationAttributes<OrderItemModel>
> {
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

  static initModel(sequelize: Sequelize): void {
    OrderItemModel.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        orderRefId: { type: DataTypes.INTEGER, allowNull: false, field: 'orderId' },
        productRefId: { type: DataTypes.INTEGER, allowNull: true },
        productId: { type: DataTypes.STRING(40), allowNull: false },
        productName: { type: DataTypes.STRING(120), allowNull: false },
        image: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
        size: { type: DataTypes.STRING(20), allowNull: false },
        quantity: { type: DataTypes.INTEGER, allowNull: false },
        priceCents: { type: DataTypes.INTEGER, allowNull: false },
        labeledPriceCents: { type: DataTypes.INTEGER, allowNull: false },
      },
      { sequelize, tableName: 'order_items', modelName: 'OrderItem', timestamps: false },
    );
  }
}
