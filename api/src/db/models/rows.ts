import type { InferAttributes } from 'sequelize';
import type { AuditEntryModel } from './audit-entry.model';
import type { CustomArtQuoteModel } from './custom-art-quote.model';
import type { DiscountModel } from './discount.model';
import type { InboxItemModel } from './inbox-item.model';
import type { OrderItemModel } from './order-item.model';
import type { OrderStatusChangeModel } from './order-status-change.model';
import type { OrderModel } from './order.model';
import type { PaymentNoticeModel } from './payment-notice.model';
import type { ProductSizeModel } from './product-size.model';
import type { ProductModel } from './product.model';
import type { ShopSettingModel } from './shop-setting.model';
import type { ReviewModel } from './review.model';
import type { UserModel } from './user.model';

/** A table's row as the model declares it: what a model instance's `get({ plain: true })` gives. */
export type ProductRow = InferAttributes<ProductModel>;
export type OrderRow = InferAttributes<OrderModel>;
export type OrderItemRow = InferAttributes<OrderItemModel>;
export type OrderStatusChangeRow = InferAttributes<OrderStatusChangeModel>;
export type UserRow = InferAttributes<UserModel>;
export type ReviewRow = InferAttributes<ReviewModel>;
export type InboxItemRow = InferAttributes<InboxItemModel>;
export type AuditEntryRow = InferAttributes<AuditEntryModel>;
export type ProductSizeRow = InferAttributes<ProductSizeModel>;
export type ShopSettingRow = InferAttributes<ShopSettingModel>;
export type PaymentNoticeRow = InferAttributes<PaymentNoticeModel>;
export type CustomArtQuoteRow = InferAttributes<CustomArtQuoteModel>;
export type DiscountRow = InferAttributes<DiscountModel>;

type Loose<Value> = Value extends Date
  ? Date | string
  : Value extends boolean
    ? boolean | number
    : Value;

/**
 * The same row as a plain-SQL or `raw: true` read hands it back, which differs by database:
 * SQLite gives dates as text and booleans as 0/1 (PostgreSQL's BIGINT strings are declared on
 * the models themselves). Presenters take this, so they read a model instance and a raw row alike.
 */
export type RawRow<Row> = { [Column in keyof Row]: Loose<Row[Column]> };
