import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/**
 * Staff's quote on a custom-art request, and the one-off product it becomes once accepted
 * (decision 0044). Its link's token is kept hashed; money in integer cents.
 */
export class CustomArtQuoteModel extends Model<
  InferAttributes<CustomArtQuoteModel>,
  InferCreationAttributes<CustomArtQuoteModel>
> {
  declare id: CreationOptional<number>;
  declare inboxItemId: number;
  declare tokenHash: string;
  declare productId: string;
  declare priceCents: number;
  declare size: string;
  declare description: string;
  declare deliveryDays: number;
  declare sentAt: Date;
  declare userId: CreationOptional<number | null>;
  declare acceptedAt: CreationOptional<Date | null>;
  declare orderID: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    CustomArtQuoteModel.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        inboxItemId: { type: DataTypes.INTEGER, allowNull: false, unique: true },
        tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        productId: { type: DataTypes.STRING(40), allowNull: false, unique: true },
        priceCents: { type: DataTypes.INTEGER, allowNull: false },
        size: { type: DataTypes.STRING(40), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        deliveryDays: { type: DataTypes.INTEGER, allowNull: false },
        sentAt: { type: DataTypes.DATE, allowNull: false },
        userId: { type: DataTypes.INTEGER, allowNull: true },
        acceptedAt: { type: DataTypes.DATE, allowNull: true },
        orderID: { type: DataTypes.STRING(32), allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'custom_art_quotes', modelName: 'CustomArtQuote' },
    );
  }
}
