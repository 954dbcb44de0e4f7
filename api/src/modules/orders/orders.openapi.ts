import { z } from 'zod';
import {
  orderIdParamSchema,
  orderListQuerySchema,
  orderSchema,
  orderStatusUpdateSchema,
  placeOrderSchema,
} from '@wallart/domain';
import {
  json,
  message,
  messageWith,
  TOTAL_COUNT,
  type ApiOperation,
} from '../../http/openapi/operation';

const tag = 'Orders';
export const orderAnswer = orderSchema.meta({ id: 'Order' });

export const ordersOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/order',
    tag,
    summary: "A page of orders: one's own, or every order for an admin",
    auth: 'user',
    query: orderListQuerySchema,
    answers: [{ ...json(200, 'Newest first', z.array(orderAnswer)), headers: TOTAL_COUNT }],
  },
  {
    method: 'post',
    path: '/api/order',
    tag,
    summary: 'Place an order',
    auth: 'user',
    body: { schema: placeOrderSchema },
    answers: [messageWith(201, 'Placed', 'order', orderAnswer)],
    errors: [
      'not_found',
      'out_of_stock',
      'conflict',
      'rate_limited',
      'email_unverified',
      'discount_refused',
    ],
  },
  {
    method: 'get',
    path: '/api/order/:orderID',
    tag,
    summary: 'One order',
    auth: 'owner',
    params: orderIdParamSchema,
    answers: [json(200, 'The order', orderAnswer)],
    errors: ['not_found'],
  },
  {
    method: 'put',
    path: '/api/order/:orderID',
    tag,
    summary: "Change an order's status (with the carrier and tracking number when shipped)",
    auth: 'admin',
    params: orderIdParamSchema,
    body: { schema: orderStatusUpdateSchema },
    answers: [messageWith(200, 'Updated', 'order', orderAnswer)],
    errors: ['not_found', 'conflict'],
  },
  {
    method: 'delete',
    path: '/api/order/:orderID',
    tag,
    summary: "Cancel one's own Pending order (shopper) or delete an order (admin)",
    auth: 'owner',
    params: orderIdParamSchema,
    answers: [message('Done')],
    errors: ['not_found', 'not_pending', 'conflict'],
  },
];
