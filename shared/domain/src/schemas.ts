/**
 * `@wallart/domain/schemas`: the zod schemas (and zod with them). The API validates with them;
 * the storefront loads them only when a shopper starts filling a form.
 */
export * from './catalog/categories';
export * from './catalog/print-sizes';
export * from './api-contract/errors';
export * from './api-contract/paging.schemas';
export * from './product/product.schemas';
export * from './user/user.schemas';
export * from './user/account.schemas';
export * from './order/order.schemas';
export * from './review/review.schemas';
export * from './wishlist/wishlist.schemas';
export * from './inbox/inbox.schemas';
export * from './inbox/quote.schemas';
export * from './admin/stats.schemas';
export * from './admin/audit.schemas';
export * from './money/money.schemas';
export * from './sizes/sizes.schemas';
export * from './sizes/size-rows.schemas';
export * from './geo/countries.schemas';
export * from './shipping/shipping.schemas';
export * from './shipping/shipping-quote.schemas';
export * from './payment/payment.schemas';
export * from './payment/payhere.schemas';
export * from './settings/shop-settings.schemas';
export * from './currency/currency.schemas';
export * from './mail/mail-preview.schemas';
export * from './discount/discount.schemas';
export * from './returns/returns.schemas';
export * from './content/content.schemas';
export * from './downloads/downloads.schemas';
