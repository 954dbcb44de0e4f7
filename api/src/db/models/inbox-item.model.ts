import type { CreationOptional, Sequelize } from 'sequelize';
import { column } from './columns';
import { StampedModel } from './table-model';
import type { InboxKind, InboxStatus } from '@wallart/domain';

/** A custom-art request or a contact message, kept for staff. */
export class InboxItemModel extends StampedModel<InboxItemModel> {
  declare kind: InboxKind;
  declare name: string;
  declare email: string;
  declare subject: CreationOptional<string>;
  declare style: CreationOptional<string>;
  declare message: string;
  declare status: CreationOptional<InboxStatus>;

  static initModel(sequelize: Sequelize): void {
    InboxItemModel.init(
      {
        id: column.id(),
        kind: column.string(20),
        name: column.string(120),
        email: column.email(),
        subject: column.string(200, { defaultValue: '' }),
        style: column.string(120, { defaultValue: '' }),
        message: column.text(),
        status: column.string(10, { defaultValue: 'new' }),
        ...column.timestamps(),
      },
      { sequelize, tableName: 'inbox_items', modelName: 'InboxItem' },
    );
  }
}
