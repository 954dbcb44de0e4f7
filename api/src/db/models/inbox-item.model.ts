import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { InboxKind, InboxStatus } from '@wallart/domain';

/** A custom-art request or a contact message, kept for staff. */
export class InboxItemModel extends Model<
  InferAttributes<InboxItemModel>,
  InferCreationAttributes<InboxItemModel>
> {
  declare id: CreationOptional<number>;
  declare kind: InboxKind;
  declare name: string;
  declare email: string;
  declare subject: CreationOptional<string>;
  declare style: CreationOptional<string>;
  declare message: string;
  declare status: CreationOptional<InboxStatus>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    InboxItemModel.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        kind: { type: DataTypes.STRING(20), allowNull: false },
        name: { type: DataTypes.STRING(120), allowNull: false },
        email: { type: DataTypes.STRING(254), allowNull: false },
        subject: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
        style: { type: DataTypes.STRING(120), allowNull: false, defaultValue: '' },
        message: { type: DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'new' },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'inbox_items', modelName: 'InboxItem' },
    );
  }
}
