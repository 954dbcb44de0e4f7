import { DataTypes, type Sequelize } from 'sequelize';
import { column } from './columns';
import { TableModel } from './table-model';

/** The shop's settings as JSON text under a key (today one key, `shop`). */
export class ShopSettingModel extends TableModel<ShopSettingModel> {
  declare key: string;
  declare value: string;
  declare updatedAt: Date;

  static initModel(sequelize: Sequelize): void {
    ShopSettingModel.init(
      {
        key: { type: DataTypes.STRING(40), primaryKey: true },
        value: column.text(),
        updatedAt: column.stamp(),
      },
      { sequelize, tableName: 'shop_settings', modelName: 'ShopSetting', createdAt: false },
    );
  }
}
