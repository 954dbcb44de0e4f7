import { z } from 'zod';
import {
  discountCheckRequestSchema,
  discountCheckSchema,
  discountIdParamSchema,
  discountSchema,
  discountWriteSchema,
} from '../../discount/discount.schemas';
import { apiRoutes } from '../api-routes';
import { defineEndpoints, json, pathNaming } from './endpoint';

const discount = discountSchema.meta({ id: 'Discount' });
const byId = pathNaming('Discount code', discountIdParamSchema);

export const discountsEndpoints = defineEndpoints('Discounts', apiRoutes.discounts, {
  check: {
    summary:
      'What a discount code takes off these lines (400 with the plain reason when it does not apply)',
    body: { schema: discountCheckRequestSchema },
    answers: [json(200, 'The code applies', discountCheckSchema.meta({ id: 'DiscountCheck' }))],
    errors: ['not_found', 'rate_limited'],
  },
  list: {
    summary: 'Every discount code with its use count',
    answers: [json(200, 'Newest first', z.array(discount))],
  },
  create: {
    summary: 'Create a discount code',
    body: { schema: discountWriteSchema },
    answers: [json(201, 'Created', discount)],
    errors: ['duplicate'],
  },
  update: {
    summary: "Change a discount code's terms",
    ...byId,
    body: { schema: discountWriteSchema },
    answers: [json(200, 'The code as saved', discount)],
    errors: ['duplicate', 'conflict'],
  },
  remove: {
    summary: 'Delete an unused discount code; a used one is deactivated',
    ...byId,
    answers: [json(200, 'The code as it was deleted, or as deactivated', discount)],
    errors: ['conflict'],
  },
});
