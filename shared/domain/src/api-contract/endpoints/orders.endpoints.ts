import { z } from 'zod';
import {
  orderExportQuerySchema,
  orderIdParamSchema,
  orderListQuerySchema,
  orderLookupSchema,
  orderTokenParamSchema,
  placedOrderSchema,
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
import {
  binary,
  defineEndpoints,
  fileUploadBody,
  json,
  media,
  message,
  messageWith,
  paged,
} from './endpoint';

const tag = 'Orders';
const order = orderSchema.meta({ id: 'Order' });

export const ordersEndpoints = defineEndpoints(tag, apiRoutes.orders, {
  list: {
    summary: "A page of orders: one's own, or every order for an admin",
    query: orderListQuerySchema,
    answers: [paged('Newest first', order)],
  },
  place: {
    summary:
      'Place an order: signed in, or as a guest with `email` (then the answer, and only it, ' +
      'carries `orderToken`, the key to the order)',
    body: { schema: placeOrderSchema },
    answers: [json(201, 'Placed', placedOrderSchema.extend({ order }))],
    errors: [
      'unauthorized',
      'not_found',
      'out_of_stock',
      'conflict',
      'rate_limited',
      'email_unverified',
      'discount_refused',
    ],
  },
  byToken: {
    summary: "A guest's order, by the key its placing answered or its link mailed",
    params: orderTokenParamSchema,
    paramsNotFound: 'Order',
    answers: [json(200, 'The order', order)],
    errors: ['not_found', 'rate_limited'],
  },
  lookup: {
    summary:
      'Find my order: mails a fresh link when the order number and address match (the old ' +
      'link stops working); the answer is the same either way',
    body: { schema: orderLookupSchema },
    answers: [message('Asked', 202)],
    errors: ['rate_limited'],
  },
  exportCsv: {
    summary:
      'Every order the filters of the list match, as CSV (newest first), with a Guest column ' +
      'for orders placed without an account',
    query: orderExportQuerySchema,
    answers: [media(200, 'One row per order', 'text/csv', z.string())],
  },
  get: {
    summary: 'One order',
    params: orderIdParamSchema,
    answers: [json(200, 'The order', order)],
    errors: ['not_found'],
  },
  setStatus: {
    summary: "Change an order's status (with the carrier and tracking number when shipped)",
    params: orderIdParamSchema,
    body: { schema: orderStatusUpdateSchema },
    answers: [messageWith(200, 'Updated', 'order', order)],
    errors: ['not_found', 'conflict'],
  },
  resendLink: {
    summary:
      "Mail a guest's order a fresh link (its key is replaced: the old link stops working); audited",
    params: orderIdParamSchema,
    answers: [message('Sent')],
    errors: ['not_found', 'conflict'],
  },
  remove: {
    summary: "Cancel one's own Pending order (shopper) or delete an order (admin)",
    params: orderIdParamSchema,
    answers: [message('Done')],
    errors: ['not_found', 'not_pending', 'conflict'],
  },
});

export const paymentsEndpoints = defineEndpoints('Payments', apiRoutes.payments, {
  uploadSlip: {
    summary: 'Upload the bank-transfer slip of an order (an image or a PDF, up to 10 MB)',
    params: orderIdParamSchema,
    body: fileUploadBody(),
    answers: [messageWith(200, 'Received', 'order', order)],
    errors: ['not_found', 'conflict', 'too_large', 'unsupported_media_type'],
  },
  slip: {
    summary: 'The slip itself',
    params: orderIdParamSchema,
    answers: [media(200, 'The image or PDF', '*/*', binary())],
    errors: ['not_found'],
  },
  review: {
    summary: 'Verify or reject the slip',
    params: orderIdParamSchema,
    body: { schema: paymentActionSchema },
    answers: [messageWith(200, 'Recorded', 'order', order)],
    errors: ['not_found', 'conflict'],
  },
  cardCheckout: {
    summary: "The form to post to the card gateway for one's order",
    params: orderIdParamSchema,
    answers: [json(200, 'Where to post, and the fields', cardCheckoutSchema)],
    errors: ['not_found', 'conflict'],
  },
  payhereNotify: {
    summary: "The card gateway's notice of a payment (server to server, signed)",
    body: {
      schema: payHereNoticeSchema,
      contentTypes: ['application/x-www-form-urlencoded'],
      readByHandler: true,
    },
    answers: [media(200, 'Accepted', 'text/plain', z.literal('OK'))],
  },
});

const pdf = (description: string) => media(200, description, 'application/pdf', binary());

export const documentsEndpoints = defineEndpoints(tag, apiRoutes.documents, {
  invoice: {
    summary: "An order's invoice",
    params: orderIdParamSchema,
    answers: [pdf('The invoice')],
    errors: ['not_found', 'conflict'],
  },
  packingSlip: {
    summary: "An order's packing slip",
    params: orderIdParamSchema,
    answers: [pdf('The packing slip')],
    errors: ['not_found'],
  },
});

export const shippingEndpoints = defineEndpoints(tag, apiRoutes.shipping, {
  quote: {
    // Signed in, a line may name the one-off product of the caller's own accepted quote.
    summary: 'Shipping fees and delivery days for a cart and a country',
    body: { schema: shippingQuoteRequestSchema },
    answers: [json(200, 'The methods on offer', shippingQuoteSchema)],
    errors: ['not_found', 'invalid', 'conflict'],
  },
});
