import type { ForeignKey, Sequelize } from 'sequelize';
import { column } from './columns';
import { CreatedModel } from './table-model';
import type { OrderModel } from './order.model';
import type { UserModel } from './user.model';

export class OrderStatusChangeModel extends CreatedModel<OrderStatusChangeModel> {
  /** The order's row id (column `orderId`), not its public code `orderID`. */
  declare orderRefId: ForeignKey<OrderModel['id']>;
  declare fromStatus: string | null;
  declare toStatus: string;
  declare changedById: ForeignKey<UserModel['id']> | null;
  declare changedByEmail: string | null;
  /** Named by staff with a change to Shipped (PRODUCT §8); null otherwise. */
  declare carrier: string | null;
  declare trackingNumber: string | null;

  static initModel(sequelize: Sequelize): void {
    OrderStatusChangeModel.init(
      {
        id: column.id(),
        orderRefId: column.foreignKey({ field: 'orderId' }),
        fromStatus: column.nullableString(20),
        toStatus: column.string(20),
        changedById: column.nullableForeignKey(),
        changedByEmail: column.nullableEmail(),
        carrier: column.nullableString(60),
        trackingNumber: column.nullableString(40),
        createdAt: column.stamp(),
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
