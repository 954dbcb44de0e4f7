import { z } from 'zod';
import {
  orderIdParamSchema,
  orderListQuerySchema,
  orderSchema,
  orderStatusUpdateSchema,
  placeOrderSchema,
} from '../../order/order.schemas';
import { cardCheckoutSchema, paymentActionSchema } from '../../payment/payment.schemas';
import { payHereNoticeSchema } from '../../payment/payhere.schemas';
import {
  shippingQuoteRequestSchema,
  shippingQuoteSchema,
} from '../../shipping/shipping-quote.schemas';
import { apiRoutes } from '../api-routes';
import { defineEndpoints, json, media, message, messageWith, TOTAL_COUNT } from './endpoint';

const tag = 'Orders';
const order = orderSchema.meta({ id: 'Order' });

export const ordersEndpoints = defineEndpoints(apiRoutes.orders, {
  list: {
    tag,
    summary: "A page of orders: one's own, or every order for an admin",
    query: orderListQuerySchema,
    answers: [{ ...json(200, 'Newest first', z.array(order)), headers: TOTAL_COUNT }],
  },
  place: {
    tag,
    summary: 'Place an order',
    body: { schema: placeOrderSchema },
    answers: [messageWith(201, 'Placed', 'order', order)],
    errors: [
      'not_found',
      'out_of_stock',
      'conflict',
      'rate_limited',
      'email_unverified',
      'discount_refused',
    ],
  },
  get: {
    tag,
    summary: 'One order',
    params: orderIdParamSchema,
    answers: [json(200, 'The order', order)],
    errors: ['not_found'],
  },
  setStatus: {
    tag,
    summary: "Change an order's status (with the carrier and tracking number when shipped)",
    params: orderIdParamSchema,
    body: { schema: orderStatusUpdateSchema },
    answers: [messageWith(200, 'Updated', 'order', order)],
    errors: ['not_found', 'conflict'],
  },
  remove: {
    tag,
    summary: "Cancel one's own Pending order (shopper) or delete an order (admin)",
    params: orderIdParamSchema,
    answers: [message('Done')],
    errors: ['not_found', 'not_pending', 'conflict'],
  },
});

const paymentsTag = 'Payments';
const fileUpload = z.object({ file: z.string().meta({ format: 'binary' }) });

export const paymentsEndpoints = defineEndpoints(apiRoutes.payments, {
  uploadSlip: {
    tag: paymentsTag,
    summary: 'Upload the bank-transfer slip of an order (an image or a PDF, up to 10 MB)',
    params: orderIdParamSchema,
    body: { schema: fileUpload, contentTypes: ['multipart/form-data'], readByHandler: true },
    answers: [messageWith(200, 'Received', 'order', order)],
    errors: ['not_found', 'conflict', 'too_large', 'unsupported_media_type'],
  },
  slip: {
    tag: paymentsTag,
    summary: 'The slip itself',
    params: orderIdParamSchema,
    answers: [media(200, 'The image or PDF', '*/*', z.string().meta({ format: 'binary' }))],
    errors: ['not_found'],
  },
  review: {
    tag: paymentsTag,
    summary: 'Verify or reject the slip',
    params: orderIdParamSchema,
    body: { schema: paymentActionSchema },
    answers: [messageWith(200, 'Recorded', 'order', order)],
    errors: ['not_found', 'conflict'],
  },
  cardCheckout: {
    tag: paymentsTag,
    summary: "The form to post to the card gateway for one's order",
    params: orderIdParamSchema,
    answers: [json(200, 'Where to post, and the fields', cardCheckoutSchema)],
    errors: ['not_found', 'conflict'],
  },
  payhereNotify: {
    tag: paymentsTag,
    summary: "The card gateway's notice of a payment (server to server, signed)",
    body: {
      schema: payHereNoticeSchema,
      contentTypes: ['application/x-www-form-urlencoded'],
      readByHandler: true,
    },
    answers: [media(200, 'Accepted', 'text/plain', z.literal('OK'))],
  },
});

const pdf = (description: string) =>
  media(200, description, 'application/pdf', z.string().meta({ format: 'binary' }));

export const documentsEndpoints = defineEndpoints(apiRoutes.documents, {
  invoice: {
    tag,
    summary: "An order's invoice",
    params: orderIdParamSchema,
    answers: [pdf('The invoice')],
    errors: ['not_found', 'conflict'],
  },
  packingSlip: {
    tag,
    summary: "An order's packing slip",
    params: orderIdParamSchema,
    answers: [pdf('The packing slip')],
    errors: ['not_found'],
  },
});

export const shippingEndpoints = defineEndpoints(apiRoutes.shipping, {
  quote: {
    tag,
    // Signed in, a line may name the one-off product of the caller's own accepted quote.
    summary: 'Shipping fees and delivery days for a cart and a country',
    body: { schema: shippingQuoteRequestSchema },
    answers: [json(200, 'The methods on offer', shippingQuoteSchema)],
    errors: ['not_found', 'invalid', 'conflict'],
  },
});
