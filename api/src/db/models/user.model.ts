import type { CreationOptional, Sequelize } from 'sequelize';
import { column } from './columns';
import { StampedModel } from './table-model';
import type { Role } from '@wallart/domain';

export class UserModel extends StampedModel<UserModel> {
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

  static initModel(sequelize: Sequelize): void {
    UserModel.init(
      {
        id: column.id(),
        firstName: column.string(60),
        lastName: column.string(60),
        email: column.email({ unique: true }),
        phone: column.string(24, { defaultValue: '' }),
        passwordHash: column.nullableString(100),
        role: column.string(10, { defaultValue: 'user' }),
        isEmailVerified: column.flag(false),
        isDisabled: column.flag(false),
        tokenVersion: column.integer({ defaultValue: 0 }),
        googleLinkedAt: column.nullableDate(),
        ...column.timestamps(),
      },
      { sequelize, tableName: 'users', modelName: 'User' },
    );
  }
}
