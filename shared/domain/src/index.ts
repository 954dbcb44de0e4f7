/**
 * The shop's contract. Schema and type names follow one rule:
 * - `xSchema` validates; `XInput` = `z.input` of a request schema, what a caller sends
 *   (`ProductCreateInput`, `ProductListQueryInput`);
 * - `X` = what the API answers (`Product`, `Order`, `InboxItem`, `LoginResponse`);
 * - `XParsed` = `z.output` of a request schema, what the API works with once it is checked
 *   (`ProductCreateParsed`, `CustomArtParsed`).
 */
export * from './catalog/categories';
export * from './catalog/catalog.rules';
export * from './catalog/list-view.rules';
export * from './product/product-limits.rules';
export * from './catalog/print-sizes';
export * from './money/money.rules';
export * from './api-contract/errors';
export * from './api-contract/paging';
export * from './api-contract/paging.schemas';
export * from './api-contract/paths';
export * from './api-contract/first-data';
export * from './api-contract/storefront-routes';
export * from './product/product.schemas';
export * from './product/product-csv.types';
export * from './user/user.rules';
export * from './user/user.schemas';
export * from './user/login-message';
export * from './user/next-path.rules';
export * from './user/deleted-customer';
export * from './user/account.schemas';
export * from './order/order.schemas';
export * from './order/order-status.rules';
export * from './order/order-cancellation.rules';
export * from './order/order-date.rules';
export * from './order/carriers.rules';
export * from './order/order-tracking.rules';
export * from './cart/cart.rules';
export * from './review/review.schemas';
export * from './review/review.rules';
export * from './inbox/inbox.schemas';
export * from './admin/stats.schemas';
export * from './admin/audit.schemas';
export * from './media/image-variants';
export * from './design/brand';
export * from './order/order-line.rules';
export * from './order/order-documents.rules';
export * from './settings/vat.rules';
export * from './money/money.schemas';
export * from './sizes/size-dimensions.rules';
export * from './sizes/sizes.schemas';
export * from './sizes/sizes.rules';
export * from './sizes/size-label.rules';
export * from './sizes/size-rows.schemas';
export * from './geo/countries';
export * from './geo/countries.schemas';
export * from './shipping/shipping-zones';
export * from './shipping/shipping.schemas';
export * from './shipping/shipping-quote.schemas';
export * from './shipping/shipping.rules';
export * from './payment/payment.schemas';
export * from './payment/payment.rules';
export * from './payment/payhere.rules';
export * from './payment/payhere.schemas';
export * from './payment/payment-options.rules';
export * from './payment/payment-expiry.rules';
export * from './settings/shop-settings.schemas';
export * from './mail/mail-kinds.rules';
export * from './mail/mail-preview.schemas';
