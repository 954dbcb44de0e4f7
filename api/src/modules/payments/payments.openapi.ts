import { z } from 'zod';
import {
  cardCheckoutSchema,
  orderIdParamSchema,
  paymentActionSchema,
  payHereNoticeSchema,
} from '@wallart/domain';
import { json, messageWith, type ApiOperation } from '../../http/openapi/operation';
import { orderAnswer } from '../orders/orders.openapi';

const tag = 'Payments';
const fileUpload = z.object({ file: z.string().meta({ format: 'binary' }) });

export const paymentsOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/order/:orderID/payment-slip',
    tag,
    summary: 'Upload the bank-transfer slip of an order (an image or a PDF, up to 10 MB)',
    auth: 'owner',
    params: orderIdParamSchema,
    body: { schema: fileUpload, contentTypes: ['multipart/form-data'] },
    answers: [messageWith(200, 'Received', 'order', orderAnswer)],
    errors: ['not_found', 'conflict', 'too_large', 'unsupported_media_type'],
  },
  {
    method: 'get',
    path: '/api/order/:orderID/payment-slip',
    tag,
    summary: 'The slip itself',
    auth: 'owner',
    params: orderIdParamSchema,
    answers: [
      {
        status: 200,
        description: 'The image or PDF',
        content: { schema: z.string().meta({ format: 'binary' }), contentType: '*/*' },
      },
    ],
    errors: ['not_found'],
  },
  {
    method: 'post',
    path: '/api/order/:orderID/payment',
    tag,
    summary: 'Verify or reject the slip',
    auth: 'admin',
    params: orderIdParamSchema,
    body: { schema: paymentActionSchema },
    answers: [messageWith(200, 'Recorded', 'order', orderAnswer)],
    errors: ['not_found', 'conflict'],
  },
  {
    method: 'post',
    path: '/api/order/:orderID/card-checkout',
    tag,
    summary: "The form to post to the card gateway for one's order",
    auth: 'owner',
    params: orderIdParamSchema,
    answers: [json(200, 'Where to post, and the fields', cardCheckoutSchema)],
    errors: ['not_found', 'conflict'],
  },
  {
    method: 'post',
    path: '/api/payments/payhere/notify',
    tag,
    summary: "The card gateway's notice of a payment (server to server, signed)",
    auth: 'public',
    body: {
      schema: payHereNoticeSchema,
      contentTypes: ['application/x-www-form-urlencoded'],
    },
    answers: [
      {
        status: 200,
        description: 'Accepted',
        content: { schema: z.literal('OK'), contentType: 'text/plain' },
      },
    ],
  },
];
