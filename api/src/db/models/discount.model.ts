import type { Sequelize } from 'sequelize';
import { column } from './columns';
import { StampedModel } from './table-model';

/** A discount code's terms (PRODUCT §9); its uses are rows of `discount_uses`. */
export class DiscountModel extends StampedModel<DiscountModel> {
  /** In capitals: codes are case-insensitive and unique whatever their case. */
  declare code: string;
  declare type: string;
  /** Percent off (1–100) for a percent code, cents off for a fixed one. */
  declare value: number;
  declare minSubtotalCents: number | string | null;
  declare startsAt: Date | null;
  declare endsAt: Date | null;
  declare totalLimit: number | null;
  declare perCustomerLimit: number | null;
  declare active: boolean;

  static initModel(sequelize: Sequelize): void {
    DiscountModel.init(
      {
        id: column.id(),
        code: column.string(32, { unique: true }),
        type: column.string(10),
        value: column.integer(),
        minSubtotalCents: column.nullableBigCents(),
        startsAt: column.nullableDate(),
        endsAt: column.nullableDate(),
        totalLimit: column.nullableInteger(),
        perCustomerLimit: column.nullableInteger(),
        active: column.flag(true),
        ...column.timestamps(),
      },
      { sequelize, tableName: 'discounts', modelName: 'Discount' },
    );
  }
}
