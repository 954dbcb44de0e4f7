import { z } from 'zod';
import {
  discountCheckRequestSchema,
  discountCheckSchema,
  discountIdParamSchema,
  discountSchema,
  discountWriteSchema,
} from '../../discount/discount.schemas';
import { apiRoutes } from '../api-routes';
import { defineEndpoints, json } from './endpoint';

const tag = 'Discounts';
const discount = discountSchema.meta({ id: 'Discount' });

export const discountsEndpoints = defineEndpoints(apiRoutes.discounts, {
  check: {
    tag,
    summary:
      'What a discount code takes off these lines (400 with the plain reason when it does not apply)',
    body: { schema: discountCheckRequestSchema },
    answers: [json(200, 'The code applies', discountCheckSchema.meta({ id: 'DiscountCheck' }))],
    errors: ['not_found', 'rate_limited'],
  },
  list: {
    tag,
    summary: 'Every discount code with its use count',
    answers: [json(200, 'Newest first', z.array(discount))],
  },
  create: {
    tag,
    summary: 'Create a discount code',
    body: { schema: discountWriteSchema },
    answers: [json(201, 'Created', discount)],
    errors: ['duplicate'],
  },
  update: {
    tag,
    summary: "Change a discount code's terms",
    params: discountIdParamSchema,
    paramsNotFound: 'Discount code',
    body: { schema: discountWriteSchema },
    answers: [json(200, 'The code as saved', discount)],
    errors: ['not_found', 'duplicate', 'conflict'],
  },
  remove: {
    tag,
    summary: 'Delete an unused discount code; a used one is deactivated',
    params: discountIdParamSchema,
    paramsNotFound: 'Discount code',
    answers: [json(200, 'The code as it was deleted, or as deactivated', discount)],
    errors: ['not_found', 'conflict'],
  },
});
