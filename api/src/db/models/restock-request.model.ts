import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** Waiting for the size's return; mailed once; or ended by the address's stop link. */
export type RestockRequestStatus = 'pending' | 'sent' | 'stopped';

/** Someone's wish for one mail when a sold-out size of a print is back (decision 0043). */
export class RestockRequestModel extends Model<
  InferAttributes<RestockRequestModel>,
  InferCreationAttributes<RestockRequestModel>
> {
  declare id: CreationOptional<number>;
  declare productRefId: number;
  /** The size's label as the print had it when the request was made. */
  declare size: string;
  declare email: string;
  declare status: CreationOptional<RestockRequestStatus>;
  /** SHA-256 (hex) of the stop link's token in the mail, once it is sent. */
  declare stopTokenHash: CreationOptional<string | null>;
  declare sentAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    RestockRequestModel.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        productRefId: { type: DataTypes.INTEGER, allowNull: false },
        size: { type: DataTypes.STRING(40), allowNull: false },
        email: { type: DataTypes.STRING(254), allowNull: false },
        status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'pending' },
        stopTokenHash: { type: DataTypes.STRING(64), allowNull: true },
        sentAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'restock_requests', modelName: 'RestockRequest' },
    );
  }
}
