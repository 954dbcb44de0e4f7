import type { ForeignKey, Sequelize } from 'sequelize';
import { column } from './columns';
import { CreatedModel } from './table-model';
import type { UserModel } from './user.model';

/** One admin write; `before` and `after` hold JSON text or null. */
export class AuditEntryModel extends CreatedModel<AuditEntryModel> {
  declare actorId: ForeignKey<UserModel['id']> | null;
  declare actorEmail: string | null;
  declare action: string;
  declare entityType: string;
  declare entityId: string;
  declare before: string | null;
  declare after: string | null;

  static initModel(sequelize: Sequelize): void {
    AuditEntryModel.init(
      {
        id: column.id(),
        actorId: column.nullableForeignKey(),
        actorEmail: column.nullableEmail(),
        action: column.string(40),
        entityType: column.string(20),
        entityId: column.string(64),
        before: column.nullableText(),
        after: column.nullableText(),
        createdAt: column.stamp(),
      },
      { sequelize, tableName: 'audit_log', modelName: 'AuditEntry', updatedAt: false },
    );
  }
}
