import { z } from 'zod';
import {
  productCategoryQuerySchema,
  productCreateSchema,
  productFeedQuerySchema,
  productListPathSchema,
  productListQuerySchema,
  productSchema,
  productSearchQuerySchema,
  productUpdateSchema,
  recommendedQuerySchema,
} from '@wallart/domain';
import {
  json,
  message,
  messageWith,
  TOTAL_COUNT,
  type ApiAnswer,
  type ApiOperation,
} from '../../http/openapi/operation';
import { importQuerySchema } from './products-csv.routes';

const tag = 'Products';
const product = productSchema.meta({ id: 'Product' });
/** The one `Product` schema of the document: other areas answering products reuse it. */
export { product as productDocSchema };
const page = (description: string): ApiAnswer => ({
  ...json(200, description, z.array(product)),
  headers: TOTAL_COUNT.extend({
    'X-Total-Count-Exact': z.literal('false').optional().meta({
      description:
        'Sent when more match than are counted: X-Total-Count is then a lower bound. A filtered list, or a sorted or filtered search, counts up to 1,000; a search in best-match order up to 10,000',
    }),
  }),
});
const feed = (description: string) => json(200, description, z.array(product));
const { productId } = productListPathSchema;

export const productsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/product',
    tag,
    summary: 'A page of the catalogue, filtered and sorted',
    auth: 'public',
    query: productListQuerySchema,
    answers: [page('The page')],
  },
  {
    method: 'get',
    path: '/api/product/category/:category',
    tag,
    summary: 'A page of one category ("All" for every one)',
    auth: 'public',
    params: productListPathSchema.category,
    query: productCategoryQuerySchema,
    answers: [page('The page')],
  },
  {
    method: 'get',
    path: '/api/product/search/:text',
    tag,
    summary: "A page of search results, best match first unless sorted; the list's filters",
    auth: 'public',
    params: productListPathSchema.search,
    query: productSearchQuerySchema,
    answers: [page('The page')],
  },
  {
    method: 'get',
    path: '/api/product/recommended-products',
    tag,
    summary: 'Products to show beside one',
    auth: 'public',
    query: recommendedQuerySchema,
    answers: [feed('The products')],
  },
  {
    method: 'get',
    path: '/api/product/new-arrivals',
    tag,
    summary: 'The newest products',
    auth: 'public',
    query: productFeedQuerySchema,
    answers: [feed('The products')],
  },
  {
    method: 'get',
    path: '/api/product/trending-products',
    tag,
    summary: 'The most ordered products',
    auth: 'public',
    query: productFeedQuerySchema,
    answers: [feed('The products')],
  },
  {
    method: 'get',
    path: '/api/product/:productId',
    tag,
    summary: 'One product',
    auth: 'public',
    params: productId,
    answers: [json(200, 'The product', product)],
    errors: ['not_found'],
  },
  {
    method: 'post',
    path: '/api/product',
    tag,
    summary: 'Add a product',
    auth: 'admin',
    body: { schema: productCreateSchema },
    answers: [messageWith(201, 'Created', 'product', product)],
    errors: ['duplicate'],
  },
  {
    method: 'put',
    path: '/api/product/:productId',
    tag,
    summary: 'Change a product',
    auth: 'admin',
    params: productId,
    body: { schema: productUpdateSchema },
    answers: [messageWith(200, 'Updated', 'product', product)],
    errors: ['not_found', 'duplicate', 'conflict'],
  },
  {
    method: 'delete',
    path: '/api/product/:productId',
    tag,
    summary: 'Delete a product',
    auth: 'admin',
    params: productId,
    answers: [message('Deleted')],
    errors: ['not_found', 'conflict'],
  },
  {
    method: 'get',
    path: '/api/product/export.csv',
    tag,
    summary: 'The whole catalogue as CSV',
    auth: 'admin',
    answers: [
      {
        status: 200,
        description: 'One row per product',
        content: { schema: z.string(), contentType: 'text/csv' },
      },
    ],
  },
  {
    method: 'post',
    path: '/api/product/import',
    tag,
    summary: 'Create or update products from CSV (a dry run unless `dryRun=false`)',
    auth: 'admin',
    query: importQuerySchema,
    body: { schema: z.string(), contentTypes: ['text/csv'] },
    answers: [
      json(
        200,
        'What was, or would be, created and updated, and the rows refused',
        z.object({
          dryRun: z.boolean(),
          created: z.number().int(),
          updated: z.number().int(),
          errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
        }),
      ),
    ],
    errors: ['too_large', 'unsupported_media_type'],
  },
];
