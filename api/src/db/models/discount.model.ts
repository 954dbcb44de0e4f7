import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A discount code's terms (PRODUCT §9); its uses are rows of `discount_uses`. */
export class DiscountModel extends Model<
  InferAttributes<DiscountModel>,
  InferCreationAttributes<DiscountModel>
> {
  declare id: CreationOptional<number>;
  /** In capitals: codes are case-insensitive and unique whatever their case. */
  declare code: string;
  declare type: string;
  /** Percent off (1–100) for a percent code, cents off for a fixed one. */
  declare value: number;
  declare minSubtotalCents: number | string | null;
  declare startsAt: Date | null;
  declare endsAt: Date | null;
  declare totalLimit: number | null;
  declare perCustomerLimit: number | null;
  declare active: boolean;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    DiscountModel.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        code: { type: DataTypes.STRING(32), allowNull: false, unique: true },
        type: { type: DataTypes.STRING(10), allowNull: false },
        value: { type: DataTypes.INTEGER, allowNull: false },
        minSubtotalCents: { type: DataTypes.BIGINT, allowNull: true },
        startsAt: { type: DataTypes.DATE, allowNull: true },
        endsAt: { type: DataTypes.DATE, allowNull: true },
        totalLimit: { type: DataTypes.INTEGER, allowNull: true },
        perCustomerLimit: { type: DataTypes.INTEGER, allowNull: true },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'discounts', modelName: 'Discount' },
    );
  }
}
