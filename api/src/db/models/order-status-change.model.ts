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
import type { UserModel } from './user.model';

export class OrderStatusChangeModel extends Model<
  InferAttributes<OrderStatusChangeModel>,
  InferCreationAttributes<OrderStatusChangeModel>
> {
  declare id: CreationOptional<number>;
  /** The order's row id (column `orderId`), not its public code `orderID`. */
  declare orderRefId: ForeignKey<OrderModel['id']>;
  declare fromStatus: string | null;
  declare toStatus: string;
  declare changedById: ForeignKey<UserModel['id']> | null;
  declare changedByEmail: string | null;
  /** Named by staff with a change to Shipped (PRODUCT §8); null otherwise. */
  declare carrier: string | null;
  declare trackingNumber: string | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    OrderStatusChangeModel.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        orderRefId: { type: DataTypes.INTEGER, allowNull: false, field: 'orderId' },
        fromStatus: { type: DataTypes.STRING(20), allowNull: true },
        toStatus: { type: DataTypes.STRING(20), allowNull: false },
        changedById: { type: DataTypes.INTEGER, allowNull: true },
        changedByEmail: { type: DataTypes.STRING(254), allowNull: true },
        carrier: { type: DataTypes.STRING(60), allowNull: true },
        trackingNumber: { type: DataTypes.STRING(40), allowNull: true },
        createdAt: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'order_status_changes',
        modelName: 'OrderStatusChange',
        updatedAt: false,
      },
    );
  }
}
