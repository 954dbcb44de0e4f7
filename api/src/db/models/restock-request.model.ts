import type { CreationOptional, Sequelize } from 'sequelize';
import { column } from './columns';
import { StampedModel } from './table-model';

/** Waiting for the size's return; mailed once; or ended by the address's stop link. */
export type RestockRequestStatus = 'pending' | 'sent' | 'stopped';

/** Someone's wish for one mail when a sold-out size of a print is back (decision 0043). */
export class RestockRequestModel extends StampedModel<RestockRequestModel> {
  declare productRefId: number;
  /** The size's label as the print had it when the request was made. */
  declare size: string;
  declare email: string;
  declare status: CreationOptional<RestockRequestStatus>;
  /** SHA-256 (hex) of the stop link's token in the mail, once it is sent. */
  declare stopTokenHash: CreationOptional<string | null>;
  declare sentAt: CreationOptional<Date | null>;

  static initModel(sequelize: Sequelize): void {
    RestockRequestModel.init(
      {
        id: column.id(),
        productRefId: column.foreignKey(),
        size: column.string(40),
        email: column.email(),
        status: column.string(10, { defaultValue: 'pending' }),
        stopTokenHash: column.nullableString(64),
        sentAt: column.nullableDate(),
        ...column.timestamps(),
      },
      { sequelize, tableName: 'restock_requests', modelName: 'RestockRequest' },
    );
  }
}
