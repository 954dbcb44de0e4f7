import { shippingQuoteRequestSchema, shippingQuoteSchema } from '@wallart/domain';
import { json, type ApiOperation } from '../../http/openapi/operation';

export const shippingOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/shipping/quote',
    tag: 'Orders',
    summary: 'Shipping fees and delivery days for a cart and a country',
    auth: 'public',
    body: { schema: shippingQuoteRequestSchema },
    answers: [json(200, 'The methods on offer', shippingQuoteSchema)],
    errors: ['not_found'],
  },
];
