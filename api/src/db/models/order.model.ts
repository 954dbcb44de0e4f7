import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { UserModel } from './user.model';

export class OrderModel extends Model<
  InferAttributes<OrderModel>,
  InferCreationAttributes<OrderModel>
> {
  declare id: CreationOptional<number>;
  declare orderID: string;
  declare userId: ForeignKey<UserModel['id']> | null;
  declare email: string;
  declare name: string;
  declare address: string;
  declare phoneNumber: string;
  declare status: string;
  /** BIGINT: PostgreSQL hands these back as strings, so readers go through Number(). */
  declare totalCents: number | string;
  declare labeledTotalCents: number | string;
  /** True while the order's prints are taken out of stock (false once Cancelled). */
  declare holdsStock: CreationOptional<boolean>;
  /** When its shopper deleted (cancelled) it: hidden from their list, still seen by staff. */
  declare hiddenByShopperAt: CreationOptional<Date | null>;
  /** ISO 3166-1 alpha-2 code of the destination. */
  declare country: CreationOptional<string>;
  declare shippingMethod: CreationOptional<string>;
  declare subtotalCents: CreationOptional<number | string>;
  declare shippingFeeCents: CreationOptional<number | string>;
  /** The discount code the order used (in capitals), and the cents it took off (PRODUCT §9). */
  declare discountCode: CreationOptional<string | null>;
  declare discountCents: CreationOptional<number | string>;
  declare paymentMethod: CreationOptional<string>;
  declare paymentStatus: CreationOptional<string>;
  /** Staff's note on the last verify or reject. */
  declare paymentNote: CreationOptional<string | null>;
  declare paymentChangedAt: CreationOptional<Date | null>;
  /** The bank slip's private storage key and content type. */
  declare slipKey: CreationOptional<string | null>;
  declare slipType: CreationOptional<string | null>;
  declare slipUploadedAt: CreationOptional<Date | null>;
  declare paymentReminderSentAt: CreationOptional<Date | null>;
  /** Something staff must look at, e.g. a card payment that arrived after the order expired. */
  declare paymentFlag: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    OrderModel.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        orderID: { type: DataTypes.STRING(32), allowNull: false, unique: true },
        userId: { type: DataTypes.INTEGER, allowNull: true },
        email: { type: DataTypes.STRING(254), allowNull: false },
        name: { type: DataTypes.STRING(120), allowNull: false },
        address: { type: DataTypes.STRING(500), allowNull: false },
        phoneNumber: { type: DataTypes.STRING(24), allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'Pending' },
        totalCents: { type: DataTypes.BIGINT, allowNull: false },
        labeledTotalCents: { type: DataTypes.BIGINT, allowNull: false },
        holdsStock: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        hiddenByShopperAt: { type: DataTypes.DATE, allowNull: true },
        country: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'LK' },
        shippingMethod: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'standard' },
        subtotalCents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        shippingFeeCents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        discountCode: { type: DataTypes.STRING(32), allowNull: true },
        discountCents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        paymentMethod: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'cod' },
        paymentStatus: { type: DataTypes.STRING(30), allowNull: false, defaultValue: 'unpaid' },
        paymentNote: { type: DataTypes.STRING(500), allowNull: true },
        paymentChangedAt: { type: DataTypes.DATE, allowNull: true },
        slipKey: { type: DataTypes.STRING(200), allowNull: true },
        slipType: { type: DataTypes.STRING(40), allowNull: true },
        slipUploadedAt: { type: DataTypes.DATE, allowNull: true },
        paymentReminderSentAt: { type: DataTypes.DATE, allowNull: true },
        paymentFlag: { type: DataTypes.STRING(60), allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'orders', modelName: 'Order' },
    );
  }
}
