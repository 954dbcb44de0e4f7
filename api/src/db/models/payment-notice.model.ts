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

/** A card gateway's notice as the shop received it, once per payment and status. */
export class PaymentNoticeModel extends Model<
  InferAttributes<PaymentNoticeModel>,
  InferCreationAttributes<PaymentNoticeModel>
> {
  declare id: CreationOptional<number>;
  declare orderRefId: ForeignKey<OrderModel['id']> | null;
  declare orderID: string;
  declare paymentId: string;
  declare statusCode: number;
  declare amount: string;
  declare currency: string;
  /** What the shop did with it, e.g. `applied`, `unchanged`, `late`. */
  declare outcome: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PaymentNoticeModel.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        orderRefId: { type: DataTypes.INTEGER, allowNull: true },
        orderID: { type: DataTypes.STRING(32), allowNull: false },
        paymentId: { type: DataTypes.STRING(64), allowNull: false },
        statusCode: { type: DataTypes.INTEGER, allowNull: false },
        amount: { type: DataTypes.STRING(20), allowNull: false },
        currency: { type: DataTypes.STRING(3), allowNull: false },
        outcome: { type: DataTypes.STRING(40), allowNull: false },
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'payment_notices', modelName: 'PaymentNotice', updatedAt: false },
    );
  }
}
