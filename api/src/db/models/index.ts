import type { Sequelize } from 'sequelize';
import { OrderItemModel } from './order-item.model';
import { OrderStatusChangeModel } from './order-status-change.model';
import { OrderModel } from './order.model';
import { ProductModel } from './product.model';
import { UserModel } from './user.model';
import { InboxItemModel } from './inbox-item.model';
import { PasswordResetModel } from './password-reset.model';
import { ReviewModel } from './review.model';
import { AuditEntryModel } from './audit-entry.model';
import { PaymentNoticeModel } from './payment-notice.model';
import { ProductSizeModel } from './product-size.model';
import { ShopSettingModel } from './shop-setting.model';
import { ShopContentModel } from './shop-content.model';
import { CustomArtQuoteModel } from './custom-art-quote.model';
import { DiscountModel } from './discount.model';
import { WishlistItemModel } from './wishlist-item.model';
import { RestockRequestModel } from './restock-request.model';
import { MailStopModel } from './mail-stop.model';
import { ImagePixelsModel } from './image-pixels.model';
import { OrderReturnLineModel, OrderReturnModel } from './order-return.model';

export { OrderItemModel, OrderModel, OrderStatusChangeModel, ProductModel, UserModel };
export { InboxItemModel, PasswordResetModel, ReviewModel };
export { AuditEntryModel, PaymentNoticeModel, ProductSizeModel, ShopSettingModel };
export { CustomArtQuoteModel, ShopContentModel };
export { DiscountModel, ImagePixelsModel };
export { OrderReturnLineModel, OrderReturnModel };
export { MailStopModel, RestockRequestModel, WishlistItemModel };
export type * from './rows';

/**
 * Binds every model to the database. No associations are declared: nothing reads through
 * `include`, and the foreign keys (with their cascades) live in the migrations.
 */
export function initModels(sequelize: Sequelize): void {
  UserModel.initModel(sequelize);
  ProductModel.initModel(sequelize);
  OrderModel.initModel(sequelize);
  OrderItemModel.initModel(sequelize);
  OrderStatusChangeModel.initModel(sequelize);
  PasswordResetModel.initModel(sequelize);
  InboxItemModel.initModel(sequelize);
  ReviewModel.initModel(sequelize);
  AuditEntryModel.initModel(sequelize);
  ProductSizeModel.initModel(sequelize);
  ShopSettingModel.initModel(sequelize);
  ShopContentModel.initModel(sequelize);
  PaymentNoticeModel.initModel(sequelize);
  CustomArtQuoteModel.initModel(sequelize);
  DiscountModel.initModel(sequelize);
  WishlistItemModel.initModel(sequelize);
  RestockRequestModel.initModel(sequelize);
  MailStopModel.initModel(sequelize);
  ImagePixelsModel.initModel(sequelize);
  OrderReturnModel.initModel(sequelize);
  OrderReturnLineModel.initModel(sequelize);
}
