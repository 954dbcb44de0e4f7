import type { CreationOptional, Sequelize } from 'sequelize';
import { column } from './columns';
import { StampedModel } from './table-model';

/**
 * Staff's quote on a custom-art request, and the one-off product it becomes once accepted
 * (decision 0044). Its link's token is kept hashed; money in integer cents.
 */
export class CustomArtQuoteModel extends StampedModel<CustomArtQuoteModel> {
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

  static initModel(sequelize: Sequelize): void {
    CustomArtQuoteModel.init(
      {
        id: column.id(),
        inboxItemId: column.foreignKey({ unique: true }),
        tokenHash: column.string(64, { unique: true }),
        productId: column.string(40, { unique: true }),
        priceCents: column.cents(),
        size: column.string(40),
        description: column.text(),
        deliveryDays: column.integer(),
        sentAt: column.date(),
        userId: column.nullableForeignKey(),
        acceptedAt: column.nullableDate(),
        orderID: column.nullableString(32),
        ...column.timestamps(),
      },
      { sequelize, tableName: 'custom_art_quotes', modelName: 'CustomArtQuote' },
    );
  }
}
