import { z } from 'zod';
import {
  pagingQuerySchema,
  productListPathSchema,
  restockAnswerSchema,
  restockRequestSchema,
  restockStopParamSchema,
  wishlistEntrySchema,
} from '@wallart/domain';
import { json, TOTAL_COUNT, type ApiOperation } from '../../http/openapi/operation';
import { productDocSchema as product } from '../products/products.openapi';

const tag = 'Wishlist';
const entry = wishlistEntrySchema.meta({ id: 'WishlistEntry' });
const answer = restockAnswerSchema.meta({ id: 'RestockAnswer' });
const { productId } = productListPathSchema;

export const wishlistOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/wishlist',
    tag,
    summary: "The caller's saved prints, the latest saved first, as a page of the catalogue",
    auth: 'user',
    query: pagingQuerySchema,
    answers: [{ ...json(200, 'The page', z.array(product)), headers: TOTAL_COUNT }],
  },
  {
    method: 'get',
    path: '/api/wishlist/:productId',
    tag,
    summary: "Whether the print is on the caller's wishlist",
    auth: 'user',
    params: productId,
    answers: [json(200, 'Saved or not', entry)],
    errors: ['not_found'],
  },
  {
    method: 'put',
    path: '/api/wishlist/:productId',
    tag,
    summary: 'Save the print (saving it again changes nothing)',
    auth: 'user',
    params: productId,
    answers: [json(200, 'Saved', entry)],
    errors: ['not_found', 'conflict'],
  },
  {
    method: 'delete',
    path: '/api/wishlist/:productId',
    tag,
    summary: 'Take the print off the wishlist (again changes nothing)',
    auth: 'user',
    params: productId,
    answers: [json(200, 'Not saved', entry)],
    errors: ['not_found'],
  },
  {
    method: 'post',
    path: '/api/product/:productId/notify',
    tag,
    summary: 'Ask for one mail when a sold-out size is back in stock (asking twice is one request)',
    auth: 'public',
    params: productId,
    body: { schema: restockRequestSchema },
    answers: [json(201, 'The request is kept', answer)],
    errors: ['not_found', 'in_stock', 'rate_limited'],
  },
  {
    method: 'post',
    path: '/api/back-in-stock/stop/:token',
    tag,
    summary: "The back-in-stock mail's stop link: every pending request of its address ends",
    auth: 'public',
    params: restockStopParamSchema,
    answers: [json(200, 'No more back-in-stock mail', answer)],
    errors: ['not_found'],
  },
];
