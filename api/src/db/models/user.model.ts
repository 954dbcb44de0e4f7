import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Role } from '@wallart/domain';

export class UserModel extends Model<
  InferAttributes<UserModel>,
  InferCreationAttributes<UserModel>
> {
  declare id: CreationOptional<number>;
  declare firstName: string;
  declare lastName: string;
  declare email: string;
  declare phone: string;
  declare passwordHash: string | null;
  declare role: CreationOptional<Role>;
  declare isEmailVerified: CreationOptional<boolean>;
  declare isDisabled: CreationOptional<boolean>;
  /** Tokens signed at an older version are refused (a password change bumps it). */
  declare tokenVersion: CreationOptional<number>;
  /** When Google sign-in first opened the account (null: never); decision 0030. */
  declare googleLinkedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    UserModel.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        firstName: { type: DataTypes.STRING(60), allowNull: false },
        lastName: { type: DataTypes.STRING(60), allowNull: false },
        email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
        phone: { type: DataTypes.STRING(24), allowNull: false, defaultValue: '' },
        passwordHash: { type: DataTypes.STRING(100), allowNull: true },
        role: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'user' },
        isEmailVerified: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        isDisabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        tokenVersion: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        googleLinkedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'users', modelName: 'User' },
    );
  }
}
