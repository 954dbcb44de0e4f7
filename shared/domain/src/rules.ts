/**
 * `@wallart/domain/rules`: the shop's constants, pure rules and types. Nothing reachable from
 * here imports zod at run time, so a shopper's first load can use it freely; the schemas are
 * in `@wallart/domain/schemas` (entry-points.test.ts keeps it so).
 */
export * from './catalog/catalog.rules';
export * from './catalog/list-view.rules';
export * from './money/money.rules';
export * from './currency/currency.rules';
export * from './cart/cart.rules';
export * from './order/order-status.rules';
export * from './order/order-cancellation.rules';
export * from './order/order-date.rules';
export * from './order/order-line.rules';
export * from './order/order-limits.rules';
export * from './order/order-documents.rules';
export * from './settings/vat.rules';
export * from './order/carriers.rules';
export * from './order/order-tracking.rules';
export * from './order/guest-order.rules';
export * from './mail/mail-kinds.rules';
export * from './user/user.rules';
export * from './user/login-message';
export * from './user/next-path.rules';
export * from './user/deleted-customer';
export * from './review/review.rules';
export * from './wishlist/wishlist.rules';
export * from './api-contract/paging';
export * from './api-contract/api-routes';
export * from './api-contract/route';
export * from './api-contract/errors';
export * from './api-contract/storefront-routes';
export * from './language/languages';
export * from './api-contract/first-data';
export * from './content/content.rules';
export * from './content/content.demo';
export * from './media/image-variants';
export * from './design/brand';
export * from './product/product-csv.types';
export * from './product/product-limits.rules';
export * from './sizes/size-dimensions.rules';
export * from './sizes/size-label.rules';
export * from './sizes/sizes.rules';
export * from './sizes/print-resolution.rules';
export * from './wall-preview/wall-preview.rules';
export * from './wall-preview/wall-preview-sizes.rules';
export * from './geo/countries';
export * from './shipping/shipping-zones';
export * from './shipping/shipping.rules';
export * from './payment/payment-options.rules';
export * from './payment/payment.rules';
export * from './payment/payhere.rules';
export * from './payment/payment-expiry.rules';
export * from './inbox/quote.rules';
export * from './discount/discount.rules';
export * from './returns/returns.rules';
export * from './downloads/downloads.rules';

// The types the schemas infer, as types only: they cost nothing at run time.
export type * from './product/product.schemas';
export type * from './user/user.schemas';
export type * from './user/account.schemas';
export type * from './order/order.schemas';
export type * from './review/review.schemas';
export type * from './inbox/inbox.schemas';
export type * from './inbox/quote.schemas';
export type * from './admin/stats.schemas';
export type * from './admin/audit.schemas';
export type * from './sizes/sizes.schemas';
export type * from './shipping/shipping.schemas';
export type * from './shipping/shipping-quote.schemas';
export type * from './payment/payment.schemas';
export type * from './payment/payhere.schemas';
export type * from './settings/shop-settings.schemas';
export type * from './mail/mail-preview.schemas';
export type * from './discount/discount.schemas';
export type * from './returns/returns.schemas';
export type * from './wishlist/wishlist.schemas';
export type * from './content/content.schemas';
