import { DataTypes, type Sequelize } from 'sequelize';
import { column } from './columns';
import { TableModel } from './table-model';

/** An address that opened a mail's stop link: it gets no review request (decision 0155). */
export class MailStopModel extends TableModel<MailStopModel> {
  declare email: string;
  declare createdAt: Date;

  static initModel(sequelize: Sequelize): void {
    MailStopModel.init(
      {
        email: { type: DataTypes.STRING(254), primaryKey: true },
        createdAt: column.stamp(),
      },
      { sequelize, tableName: 'mail_stops', modelName: 'MailStop', updatedAt: false },
    );
  }
}
