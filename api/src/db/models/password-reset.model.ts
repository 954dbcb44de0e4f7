import type { CreationOptional, ForeignKey, Sequelize } from 'sequelize';
import { column } from './columns';
import { CreatedModel } from './table-model';
import type { UserModel } from './user.model';

/** A user's live reset code: only its keyed hash is kept, with an expiry and a try count. */
export class PasswordResetModel extends CreatedModel<PasswordResetModel> {
  declare userId: ForeignKey<UserModel['id']>;
  declare codeHash: string;
  declare attempts: CreationOptional<number>;
  declare expiresAt: Date;

  static initModel(sequelize: Sequelize): void {
    PasswordResetModel.init(
      {
        id: column.id(),
        userId: column.foreignKey({ unique: true }),
        codeHash: column.string(64),
        attempts: column.integer({ defaultValue: 0 }),
        expiresAt: column.date(),
        createdAt: column.stamp(),
      },
      { sequelize, tableName: 'password_resets', modelName: 'PasswordReset', updatedAt: false },
    );
  }
}
