import { z } from 'zod';
import { displayCurrencySchema } from '../../currency/currency.schemas';
import { PAYMENT_METHODS } from '../../payment/payment-options.rules';
import { bankDetailsSchema, shopIdentitySchema } from '../../settings/shop-settings.schemas';
import { apiRoutes } from '../api-routes';
import { defineEndpoints, json, media } from './endpoint';

export const shopEndpoints = defineEndpoints('Shop', apiRoutes.shop, {
  health: {
    summary: 'Whether the server and its database answer, and who draws the shopper pages',
    answers: [
      json(
        200,
        'Up, its page renderer warm: `pages` is `drawn` when the server draws the shopper pages, `browser` when it leaves them to the browser',
        z.object({
          status: z.literal('ok'),
          database: z.literal('ok'),
          pages: z.enum(['drawn', 'browser']),
        }),
      ),
      json(
        503,
        'The database does not answer',
        z.object({ status: z.literal('degraded'), database: z.literal('down') }),
      ),
    ],
  },
  config: {
    summary: 'What a client reads before anyone signs in',
    answers: [
      json(
        200,
        'The Google client id, payment methods, bank details, shop identity, return window and free-shipping threshold',
        z.object({
          googleClientId: z.string().nullable(),
          paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
          bankDetails: bankDetailsSchema,
          shop: shopIdentitySchema,
          /** Days after delivery a return may be asked for (PRODUCT §13). */
          returnDays: z.number().int().min(0),
          /** A home order's subtotal (LKR) from which standard delivery is free. */
          freeShippingThreshold: z.number().min(0),
        }),
      ),
    ],
  },
  currencies: {
    summary: 'The currencies a shopper may see prices in beside LKR',
    answers: [
      json(
        200,
        'The display currencies staff list in the settings, LKR among them: each code (ISO 4217), its rate in LKR per unit and the decimals its figures are rounded to. Every charge stays in LKR',
        z.array(displayCurrencySchema),
      ),
    ],
  },
  openApi: {
    summary: 'This document',
    answers: [json(200, 'The OpenAPI 3.1 document', z.looseObject({ openapi: z.string() }))],
  },
  docs: {
    summary: 'A readable reference page of this document',
    answers: [media(200, 'The page', 'text/html', z.string())],
  },
  docsScript: {
    summary: "The reference page's start script",
    answers: [media(200, 'The script', 'text/javascript', z.string())],
  },
});
