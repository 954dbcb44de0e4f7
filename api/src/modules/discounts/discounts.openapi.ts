import { z } from 'zod';
import {
  discountCheckRequestSchema,
  discountCheckSchema,
  discountIdParamSchema,
  discountSchema,
  discountWriteSchema,
} from '@wallart/domain';
import { json, type ApiOperation } from '../../http/openapi/operation';

const tag = 'Discounts';
const discount = discountSchema.meta({ id: 'Discount' });

export const discountsOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/discount/check',
    tag,
    summary:
      'What a discount code takes off these lines (400 with the plain reason when it does not apply)',
    auth: 'optional',
    body: { schema: discountCheckRequestSchema },
    answers: [json(200, 'The code applies', discountCheckSchema.meta({ id: 'DiscountCheck' }))],
    errors: ['not_found', 'rate_limited'],
  },
  {
    method: 'get',
    path: '/api/admin/discounts',
    tag,
    summary: 'Every discount code with its use count',
    auth: 'admin',
    answers: [json(200, 'Newest first', z.array(discount))],
  },
  {
    method: 'post',
    path: '/api/admin/discounts',
    tag,
    summary: 'Create a discount code',
    auth: 'admin',
    body: { schema: discountWriteSchema },
    answers: [json(201, 'Created', discount)],
    errors: ['duplicate'],
  },
  {
    method: 'put',
    path: '/api/admin/discounts/:id',
    tag,
    summary: "Change a discount code's terms",
    auth: 'admin',
    params: discountIdParamSchema,
    body: { schema: discountWriteSchema },
    answers: [json(200, 'The code as saved', discount)],
    errors: ['not_found', 'duplicate', 'conflict'],
  },
  {
    method: 'delete',
    path: '/api/admin/discounts/:id',
    tag,
    summary: 'Delete an unused discount code; a used one is deactivated',
    auth: 'admin',
    params: discountIdParamSchema,
    answers: [json(200, 'The code as it was deleted, or as deactivated', discount)],
    errors: ['not_found', 'conflict'],
  },
];
