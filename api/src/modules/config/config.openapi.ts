import { z } from 'zod';
import { bankDetailsSchema, PAYMENT_METHODS, shopIdentitySchema } from '@wallart/domain';
import { json, type ApiOperation } from '../../http/openapi/operation';

export const configOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/config',
    tag: 'Shop',
    summary: 'What a client reads before anyone signs in',
    auth: 'public',
    answers: [
      json(
        200,
        'The Google client id, payment methods, bank details and shop identity',
        z.object({
          googleClientId: z.string().nullable(),
          paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
          bankDetails: bankDetailsSchema,
          shop: shopIdentitySchema,
        }),
      ),
    ],
  },
];
