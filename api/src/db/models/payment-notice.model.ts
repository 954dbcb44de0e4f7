import type { ForeignKey, Sequelize } from 'sequelize';
import { column } from './columns';
import { CreatedModel } from './table-model';
import type { OrderModel } from './order.model';

/** A card gateway's notice as the shop received it, once per payment and status. */
export class PaymentNoticeModel extends CreatedModel<PaymentNoticeModel> {
  declare orderRefId: ForeignKey<OrderModel['id']> | null;
  declare orderID: string;
  declare paymentId: string;
  declare statusCode: number;
  declare amount: string;
  declare currency: string;
  /** What the shop did with it, e.g. `applied`, `unchanged`, `late`. */
  declare outcome: string;

  static initModel(sequelize: Sequelize): void {
    PaymentNoticeModel.init(
      {
        id: column.id(),
        orderRefId: column.nullableForeignKey(),
        orderID: column.string(32),
        paymentId: column.string(64),
        statusCode: column.integer(),
        amount: column.string(20),
        currency: column.string(3),
        outcome: column.string(40),
        createdAt: column.stamp(),
      },
      { sequelize, tableName: 'payment_notices', modelName: 'PaymentNotice', updatedAt: false },
    );
  }
}
