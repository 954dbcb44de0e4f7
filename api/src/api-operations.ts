import { settingsEndpoints, shopEndpoints } from '@wallart/domain/endpoints';
import type { ApiOperation } from './http/openapi/operation';
import { accountOperations } from './modules/account/account.openapi';
import { adminOperations } from './modules/admin/admin.openapi';
import { auditOperations } from './modules/audit/audit.openapi';
import { discountsOperations } from './modules/discounts/discounts.openapi';
import { documentsOperations } from './modules/documents/documents.openapi';
import { googleOperations } from './modules/google/google.openapi';
import { inboxOperations } from './modules/inbox/inbox.openapi';
import { mailPreviewsOperations } from './modules/mail/mail-previews.openapi';
import { ordersOperations } from './modules/orders/orders.openapi';
import { passwordResetOperations } from './modules/password-reset/password-reset.openapi';
import { paymentsOperations } from './modules/payments/payments.openapi';
import { productsOperations } from './modules/products/products.openapi';
import { quoteOperations } from './modules/quotes/quotes.openapi';
import { reviewsOperations } from './modules/reviews/reviews.openapi';
import { shippingOperations } from './modules/shipping/shipping.openapi';
import { uploadsOperations } from './modules/uploads/uploads.openapi';
import { usersOperations } from './modules/users/users.openapi';
import { wishlistOperations } from './modules/wishlist/wishlist.openapi';

/**
 * Every endpoint of the API, as the OpenAPI document at /api/openapi.json describes it. Each
 * module keeps its own list beside its routes (`<area>.openapi.ts`); a new module adds one
 * line here. `api-operations.test.ts` fails when Express serves a route no list names, or the
 * reverse.
 */
export const apiOperations = (): ApiOperation[] => [
  ...Object.values(shopEndpoints),
  ...usersOperations,
  ...accountOperations,
  ...passwordResetOperations,
  ...googleOperations,
  ...productsOperations,
  ...uploadsOperations,
  ...ordersOperations,
  ...paymentsOperations,
  ...documentsOperations,
  ...shippingOperations,
  ...inboxOperations,
  ...quoteOperations,
  ...reviewsOperations,
  ...adminOperations,
  ...auditOperations,
  ...Object.values(settingsEndpoints),
  ...mailPreviewsOperations,
  ...discountsOperations,
  ...wishlistOperations,
];
