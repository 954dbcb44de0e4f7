import { z } from 'zod';
import { auditEntrySchema, auditListQuerySchema } from '../../admin/audit.schemas';
import {
  mailKindSummarySchema,
  mailPreviewParamSchema,
  mailPreviewSchema,
} from '../../mail/mail-preview.schemas';
import { ORDER_STATUSES } from '../../order/order-status.rules';
import { shopSettingsSchema } from '../../settings/shop-settings.schemas';
import { apiRoutes } from '../api-routes';
import { defineEndpoints, json, paged } from './endpoint';

const tag = 'Admin';

const statsSchema = z.object({
  totalUsers: z.number().int(),
  totalOrders: z.number().int(),
  totalProducts: z.number().int(),
  revenue: z.number(),
  todo: z.object({
    slipsToVerify: z.number().int(),
    ordersToShip: z.number().int(),
    reviewsToApprove: z.number().int(),
    requestsToAnswer: z.number().int(),
  }),
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  lowStock: z.array(z.object({ productId: z.string(), name: z.string(), stock: z.number().int() })),
  salesByDay: z.array(
    z.object({ date: z.string(), orders: z.number().int(), revenue: z.number() }),
  ),
});

export const adminEndpoints = defineEndpoints(tag, apiRoutes.admin, {
  stats: {
    summary: "The dashboard's figures",
    answers: [json(200, 'The figures', statsSchema)],
  },
});

export const auditEndpoints = defineEndpoints(tag, apiRoutes.audit, {
  list: {
    summary: 'A page of the audit log, newest first',
    query: auditListQuerySchema,
    answers: [paged('The page', auditEntrySchema.meta({ id: 'AuditEntry' }))],
  },
});

const settings = shopSettingsSchema.meta({ id: 'ShopSettings' });

export const settingsEndpoints = defineEndpoints(tag, apiRoutes.settings, {
  read: {
    summary: "The shop's settings",
    answers: [json(200, 'The settings', settings)],
  },
  update: {
    summary: "Replace the shop's settings",
    body: { schema: settings },
    answers: [json(200, 'The settings as saved', settings)],
  },
});

export const mailPreviewsEndpoints = defineEndpoints(tag, apiRoutes.mailPreviews, {
  list: {
    summary: 'Every kind of mail the shop sends',
    answers: [json(200, 'The kinds', z.array(mailKindSummarySchema))],
  },
  get: {
    summary: 'One mail, rendered with sample data',
    params: mailPreviewParamSchema,
    answers: [json(200, 'The mail', mailPreviewSchema)],
    errors: ['not_found'],
  },
});
