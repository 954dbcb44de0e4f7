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
export * from './order/order.schemas';
export * from './review/review.schemas';
export * from './inbox/inbox.schemas';
export * from './admin/stats.schemas';
export * from './admin/audit.schemas';
