import type { CreationOptional, ForeignKey, Sequelize } from 'sequelize';
import { column } from './columns';
import { StampedModel } from './table-model';
import type { UserModel } from './user.model';

export class OrderModel extends StampedModel<OrderModel> {
  declare orderID: string;
  declare userId: ForeignKey<UserModel['id']> | null;
  declare email: string;
  declare name: string;
  declare address: string;
  declare phoneNumber: string;
  declare status: string;
  /** BIGINT: PostgreSQL hands these back as strings, so readers go through Number(). */
  declare totalCents: number | string;
  declare labeledTotalCents: number | string;
  /** True while the order's prints are taken out of stock (false once Cancelled). */
  declare holdsStock: CreationOptional<boolean>;
  /** When its shopper deleted (cancelled) it: hidden from their list, still seen by staff. */
  declare hiddenByShopperAt: CreationOptional<Date | null>;
  /** ISO 3166-1 alpha-2 code of the destination. */
  declare country: CreationOptional<string>;
  declare shippingMethod: CreationOptional<string>;
  declare subtotalCents: CreationOptional<number | string>;
  declare shippingFeeCents: CreationOptional<number | string>;
  /** The discount code the order used (in capitals), and the cents it took off (PRODUCT §9). */
  declare discountCode: CreationOptional<string | null>;
  declare discountCents: CreationOptional<number | string>;
  declare paymentMethod: CreationOptional<string>;
  declare paymentStatus: CreationOptional<string>;
  /** Staff's note on the last verify or reject. */
  declare paymentNote: CreationOptional<string | null>;
  declare paymentChangedAt: CreationOptional<Date | null>;
  /** The bank slip's private storage key and content type. */
  declare slipKey: CreationOptional<string | null>;
  declare slipType: CreationOptional<string | null>;
  declare slipUploadedAt: CreationOptional<Date | null>;
  declare paymentReminderSentAt: CreationOptional<Date | null>;
  /** Something staff must look at, e.g. a card payment that arrived after the order expired. */
  declare paymentFlag: CreationOptional<string | null>;
  /** SHA-256 of a guest order's private key (PRODUCT §11, decision 0111); never the key. */
  declare tokenHash: CreationOptional<string | null>;
  /** Placed without an account; stays true once an account claims it. */
  declare placedAsGuest: CreationOptional<boolean>;
  /** The language it was placed in, `en`, `si` or `ta` (PRODUCT §12): its mails and PDFs'. */
  declare lang: CreationOptional<string>;
  /** When the mail asking for reviews went (decision 0155); null until then. */
  declare reviewRequestedAt: CreationOptional<Date | null>;
  /** SHA-256 (hex) of the stop link's token in that mail. */
  declare reviewStopTokenHash: CreationOptional<string | null>;

  static initModel(sequelize: Sequelize): void {
    OrderModel.init(
      {
        id: column.id(),
        orderID: column.string(32, { unique: true }),
        userId: column.nullableForeignKey(),
        email: column.email(),
        name: column.string(120),
        address: column.string(500),
        phoneNumber: column.string(24),
        status: column.string(20, { defaultValue: 'Pending' }),
        totalCents: column.bigCents(),
        labeledTotalCents: column.bigCents(),
        holdsStock: column.flag(true),
        hiddenByShopperAt: column.nullableDate(),
        country: column.string(2, { defaultValue: 'LK' }),
        shippingMethod: column.string(20, { defaultValue: 'standard' }),
        subtotalCents: column.bigCents({ defaultValue: 0 }),
        shippingFeeCents: column.bigCents({ defaultValue: 0 }),
        discountCode: column.nullableString(32),
        discountCents: column.bigCents({ defaultValue: 0 }),
        paymentMethod: column.string(20, { defaultValue: 'cod' }),
        paymentStatus: column.string(30, { defaultValue: 'unpaid' }),
        paymentNote: column.nullableString(500),
        paymentChangedAt: column.nullableDate(),
        slipKey: column.nullableString(200),
        slipType: column.nullableString(40),
        slipUploadedAt: column.nullableDate(),
        paymentReminderSentAt: column.nullableDate(),
        paymentFlag: column.nullableString(60),
        tokenHash: column.nullableString(64),
        placedAsGuest: column.flag(false),
        lang: column.string(2, { defaultValue: 'en' }),
        reviewRequestedAt: column.nullableDate(),
        reviewStopTokenHash: column.nullableString(64),
        ...column.timestamps(),
      },
      { sequelize, tableName: 'orders', modelName: 'Order' },
    );
  }
}
