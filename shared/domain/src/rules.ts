/**
 * `@wallart/domain/rules`: the shop's constants, pure rules and types. Nothing reachable from
 * here imports zod at run time, so a shopper's first load can use it freely; the schemas are
 * in `@wallart/domain/schemas` (entry-points.test.ts keeps it so).
 */
export * from './catalog/catalog.rules';
export * from './money/money.rules';
export * from './cart/cart.rules';
export * from './order/order-status.rules';
export * from './order/order-date.rules';
export * from './order/order-line.rules';
export * from './order/order-limits.rules';
export * from './user/user.rules';
export * from './user/login-message';
export * from './review/review.rules';
export * from './api-contract/paging';
export * from './api-contract/paths';
export * from './api-contract/errors';
export * from './api-contract/storefront-routes';
export * from './api-contract/first-data';
export * from './media/image-variants';
export * from './design/brand';
export * from './product/product-csv.types';

// The types the schemas infer, as types only: they cost nothing at run time.
export type * from './product/product.schemas';
export type * from './user/user.schemas';
export type * from './order/order.schemas';
export type * from './review/review.schemas';
export type * from './inbox/inbox.schemas';
export type * from './admin/stats.schemas';
export type * from './admin/audit.schemas';
