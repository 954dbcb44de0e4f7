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
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'orders', modelName: 'Order' },
    );
  }
}
