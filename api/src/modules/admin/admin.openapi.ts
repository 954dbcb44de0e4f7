import { z } from 'zod';
import { ORDER_STATUSES } from '@wallart/domain';
import { json, type ApiOperation } from '../../http/openapi/operation';

const statsSchema = z.object({
  totalUsers: z.number().int(),
  totalOrders: z.number().int(),
  totalProducts: z.number().int(),
  revenue: z.number(),
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  lowStock: z.array(z.object({ productId: z.string(), name: z.string(), stock: z.number().int() })),
  salesByDay: z.array(
    z.object({ date: z.string(), orders: z.number().int(), revenue: z.number() }),
  ),
});

export const adminOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/stats',
    tag: 'Admin',
    summary: "The dashboard's figures",
    auth: 'admin',
    answers: [json(200, 'The figures', statsSchema)],
  },
];
