import { z } from 'zod';
import { orderIdParamSchema } from '../../order/order.schemas';
import {
  orderReturnSchema,
  returnActionSchema,
  returnListQuerySchema,
  returnRequestSchema,
} from '../../returns/returns.schemas';
import { apiRoutes } from '../api-routes';
import { binary, defineEndpoints, fileUploadBody, json, media } from './endpoint';

const tag = 'Returns';
const orderReturn = orderReturnSchema.meta({ id: 'OrderReturn' });
const returnIdParamSchema = z.object({
  id: z.coerce.number<string>().int().positive({ message: 'Not a return id' }),
});

export const returnsEndpoints = defineEndpoints(tag, apiRoutes.returns, {
  request: {
    summary: 'Ask to return prints of a delivered order, within the return window',
    params: orderIdParamSchema,
    body: { schema: returnRequestSchema },
    answers: [json(201, 'Requested', orderReturn)],
    errors: ['not_found', 'conflict'],
  },
  forOrder: {
    summary: "An order's returns and refunds (its owner or staff)",
    params: orderIdParamSchema,
    answers: [json(200, 'Oldest first', z.array(orderReturn))],
    errors: ['not_found'],
  },
  list: {
    summary: 'Every return, newest first, optionally of one status',
    query: returnListQuerySchema,
    answers: [json(200, 'Newest first (at most 200)', z.array(orderReturn))],
  },
  act: {
    summary: 'Approve (with instructions), reject (with a note), receive (restock) or refund',
    params: returnIdParamSchema,
    body: { schema: returnActionSchema },
    answers: [json(200, 'The return after the step', orderReturn)],
    errors: ['not_found', 'conflict'],
  },
  addPhoto: {
    summary: "Add a photo to one's return (an image, by its content; up to 5, 10 MB each)",
    params: returnIdParamSchema,
    body: fileUploadBody(),
    answers: [json(201, 'The return with the photo', orderReturn)],
    errors: ['not_found', 'conflict', 'too_large', 'unsupported_media_type'],
  },
  photo: {
    summary: 'One photo of a return, for its shopper or staff',
    params: returnIdParamSchema.extend({ index: z.coerce.number<string>().int().min(0).max(4) }),
    answers: [media(200, 'The image', 'image/*', binary())],
    errors: ['not_found'],
  },
});
