import { shippingQuoteRequestSchema, shippingQuoteSchema } from '@wallart/domain';
import { json, type ApiOperation } from '../../http/openapi/operation';

export const shippingOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/shipping/quote',
    tag: 'Orders',
    // Signed in, a line may name the one-off product of the caller's own accepted quote.
    summary: 'Shipping fees and delivery days for a cart and a country',
    auth: 'optional',
    body: { schema: shippingQuoteRequestSchema },
    answers: [json(200, 'The methods on offer', shippingQuoteSchema)],
    errors: ['not_found', 'invalid', 'conflict'],
  },
];
