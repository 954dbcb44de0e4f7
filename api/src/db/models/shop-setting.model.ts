import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** The shop's settings as JSON text under a key (today one key, `shop`). */
export class ShopSettingModel extends Model<
  InferAttributes<ShopSettingModel>,
  InferCreationAttributes<ShopSettingModel>
> {
  declare key: string;
  declare value: string;
  declare updatedAt: Date;

  static initModel(sequelize: Sequelize): void {
    ShopSettingModel.init(
      {
        key: { type: DataTypes.STRING(40), primaryKey: true },
        value: { type: DataTypes.TEXT, allowNull: false },
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'shop_settings', modelName: 'ShopSetting', createdAt: false },
    );
  }
}
