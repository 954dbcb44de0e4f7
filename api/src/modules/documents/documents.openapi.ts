import { z } from 'zod';
import { orderIdParamSchema } from '@wallart/domain';
import type { ApiAnswer, ApiOperation } from '../../http/openapi/operation';

const pdf = (description: string): ApiAnswer => ({
  status: 200,
  description,
  content: { schema: z.string().meta({ format: 'binary' }), contentType: 'application/pdf' },
});

export const documentsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/order/:orderID/invoice.pdf',
    tag: 'Orders',
    summary: "An order's invoice",
    auth: 'owner',
    params: orderIdParamSchema,
    answers: [pdf('The invoice')],
    errors: ['not_found', 'conflict'],
  },
  {
    method: 'get',
    path: '/api/order/:orderID/packing-slip.pdf',
    tag: 'Orders',
    summary: "An order's packing slip",
    auth: 'admin',
    params: orderIdParamSchema,
    answers: [pdf('The packing slip')],
    errors: ['not_found'],
  },
];
