import type { CreationOptional, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import { column } from './columns';
import { TableModel } from './table-model';

/** An uploaded image's pixel size, by its stored URL (PRODUCT §13). */
export class ImagePixelsModel extends TableModel<ImagePixelsModel> {
  declare url: string;
  declare width: number;
  declare height: number;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ImagePixelsModel.init(
      {
        url: { type: DataTypes.STRING(500), primaryKey: true, allowNull: false },
        width: column.integer(),
        height: column.integer(),
        createdAt: column.stamp(),
      },
      { sequelize, tableName: 'image_pixels', modelName: 'ImagePixels', updatedAt: false },
    );
  }
}
