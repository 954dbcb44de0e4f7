import { DataTypes, type Sequelize } from 'sequelize';
import { column } from './columns';
import { TableModel } from './table-model';

/** One of the owner's texts in one language (PRODUCT §16). */
export class ShopContentModel extends TableModel<ShopContentModel> {
  declare key: string;
  declare language: string;
  declare body: string;
  declare updatedAt: Date;

  static initModel(sequelize: Sequelize): void {
    ShopContentModel.init(
      {
        key: { type: DataTypes.STRING(40), primaryKey: true },
        language: { type: DataTypes.STRING(5), primaryKey: true },
        body: column.text(),
        updatedAt: column.stamp(),
      },
      { sequelize, tableName: 'shop_content', modelName: 'ShopContent', createdAt: false },
    );
  }
}
