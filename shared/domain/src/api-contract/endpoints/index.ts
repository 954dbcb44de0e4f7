/**
 * `@wallart/domain/endpoints`: every endpoint's definition (route, schemas, documentation).
 * The API binds its handlers to these and builds the OpenAPI document from them; clients call
 * the zod-free routes in `api-routes.ts` instead, so a shopper's first load carries no zod.
 */
import {
  adminEndpoints,
  auditEndpoints,
  mailPreviewsEndpoints,
  settingsEndpoints,
} from './admin.endpoints';
import { contentEndpoints } from './content.endpoints';
import { discountsEndpoints } from './discounts.endpoints';
import { downloadsEndpoints } from './downloads.endpoints';
import type { Endpoint } from './endpoint';
import { inboxEndpoints, quotesEndpoints } from './inbox.endpoints';
import {
  documentsEndpoints,
  ordersEndpoints,
  paymentsEndpoints,
  shippingEndpoints,
} from './orders.endpoints';
import { productsEndpoints, uploadsEndpoints } from './products.endpoints';
import { returnsEndpoints } from './returns.endpoints';
import { reviewsEndpoints } from './reviews.endpoints';
import { shopEndpoints } from './shop.endpoints';
import {
  accountEndpoints,
  googleEndpoints,
  passwordResetEndpoints,
  usersEndpoints,
} from './users.endpoints';
import { wishlistEndpoints } from './wishlist.endpoints';

export * from './endpoint';
export * from './admin.endpoints';
export * from './content.endpoints';
export * from './discounts.endpoints';
export * from './downloads.endpoints';
export * from './inbox.endpoints';
export * from './orders.endpoints';
export * from './products.endpoints';
export * from './returns.endpoints';
export * from './reviews.endpoints';
export * from './shop.endpoints';
export * from './users.endpoints';
export * from './wishlist.endpoints';

/** Every endpoint, area by area, in the order the OpenAPI document lists them. */
export const allEndpoints = (): Endpoint[] =>
  [
    shopEndpoints,
    usersEndpoints,
    accountEndpoints,
    passwordResetEndpoints,
    googleEndpoints,
    productsEndpoints,
    uploadsEndpoints,
    ordersEndpoints,
    paymentsEndpoints,
    documentsEndpoints,
    returnsEndpoints,
    downloadsEndpoints,
    shippingEndpoints,
    inboxEndpoints,
    quotesEndpoints,
    reviewsEndpoints,
    adminEndpoints,
    auditEndpoints,
    settingsEndpoints,
    contentEndpoints,
    mailPreviewsEndpoints,
    discountsEndpoints,
    wishlistEndpoints,
  ].flatMap((area) => Object.values(area) as Endpoint[]);
