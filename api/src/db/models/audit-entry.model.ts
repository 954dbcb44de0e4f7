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

/** One admin write; `before` and `after` hold JSON text or null. */
export class AuditEntryModel extends Model<
  InferAttributes<AuditEntryModel>,
  InferCreationAttributes<AuditEntryModel>
> {
  declare id: CreationOptional<number>;
  declare actorId: ForeignKey<UserModel['id']> | null;
  declare actorEmail: string | null;
  declare action: string;
  declare entityType: string;
  declare entityId: string;
  declare before: string | null;
  declare after: string | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    AuditEntryModel.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        actorId: { type: DataTypes.INTEGER, allowNull: true },
        actorEmail: { type: DataTypes.STRING(254), allowNull: true },
        action: { type: DataTypes.STRING(40), allowNull: false },
        entityType: { type: DataTypes.STRING(20), allowNull: false },
        entityId: { type: DataTypes.STRING(64), allowNull: false },
        before: { type: DataTypes.TEXT, allowNull: true },
        after: { type: DataTypes.TEXT, allowNull: true },
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'audit_log', modelName: 'AuditEntry', updatedAt: false },
    );
  }
}
