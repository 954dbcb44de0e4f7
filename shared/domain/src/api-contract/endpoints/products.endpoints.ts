import { z } from 'zod';
import {
  imageUrlSchema,
  productCategoryQuerySchema,
  productCreateSchema,
  productFeedQuerySchema,
  productListPathSchema,
  productListQuerySchema,
  productReadQuerySchema,
  productSchema,
  productSearchQuerySchema,
  productUpdateSchema,
  recommendedQuerySchema,
} from '../../product/product.schemas';
import { apiRoutes } from '../api-routes';
import {
  defineEndpoints,
  fileUploadBody,
  json,
  media,
  message,
  messageWith,
  paged,
  TOTAL_COUNT,
} from './endpoint';

/** The CSV import's one option: a dry run unless told otherwise. */
export const importQuerySchema = z.object({
  dryRun: z.enum(['true', 'false'], { message: 'dryRun is true or false' }).default('true'),
});

const tag = 'Products';

/** An uploaded image: its URL and its pixel size as it hangs (PRODUCT §13). */
const storedImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
/** The one `Product` schema of the document: other areas answering products reuse it. */
export const productAnswer = productSchema.meta({ id: 'Product' });
const page = (description: string) =>
  paged(
    description,
    productAnswer,
    TOTAL_COUNT.extend({
      'X-Total-Count-Exact': z.literal('false').optional().meta({
        description:
          'Sent when more match than are counted: X-Total-Count is then a lower bound. A filtered list, or a sorted or filtered search, counts up to 1,000; a search in best-match order up to 10,000',
      }),
    }),
  );
const feed = (description: string) => json(200, description, z.array(productAnswer));
const { productId } = productListPathSchema;

export const productsEndpoints = defineEndpoints(tag, apiRoutes.products, {
  list: {
    summary: 'A page of the catalogue, filtered and sorted',
    query: productListQuerySchema,
    answers: [page('The page')],
  },
  category: {
    summary: 'A page of one category ("All" for every one)',
    params: productListPathSchema.category,
    query: productCategoryQuerySchema,
    answers: [page('The page')],
  },
  search: {
    summary: "A page of search results, best match first unless sorted; the list's filters",
    params: productListPathSchema.search,
    query: productSearchQuerySchema,
    answers: [page('The page')],
  },
  recommended: {
    summary: 'Products to show beside one',
    query: recommendedQuerySchema,
    answers: [feed('The products')],
  },
  newArrivals: {
    summary: 'The newest products',
    query: productFeedQuerySchema,
    answers: [feed('The products')],
  },
  trending: {
    summary: 'The most ordered products',
    query: productFeedQuerySchema,
    answers: [feed('The products')],
  },
  get: {
    summary: 'One product',
    params: productId,
    query: productReadQuerySchema,
    answers: [json(200, 'The product', productAnswer)],
    errors: ['not_found'],
  },
  create: {
    summary: 'Add a product',
    body: { schema: productCreateSchema },
    answers: [messageWith(201, 'Created', 'product', productAnswer)],
    errors: ['duplicate'],
  },
  update: {
    summary: 'Change a product',
    params: productId,
    body: { schema: productUpdateSchema },
    answers: [messageWith(200, 'Updated', 'product', productAnswer)],
    errors: ['not_found', 'duplicate', 'conflict'],
  },
  remove: {
    summary: 'Delete a product',
    params: productId,
    answers: [message('Deleted')],
    errors: ['not_found', 'conflict'],
  },
  exportCsv: {
    summary: 'The whole catalogue as CSV',
    answers: [media(200, 'One row per product', 'text/csv', z.string())],
  },
  importCsv: {
    summary: 'Create or update products from CSV (a dry run unless `dryRun=false`)',
    query: importQuerySchema,
    body: { schema: z.string(), contentTypes: ['text/csv'], readByHandler: true },
    answers: [
      json(
        200,
        'What was, or would be, created and updated, and the rows refused',
        z.object({
          dryRun: z.boolean(),
          created: z.number().int(),
          updated: z.number().int(),
          errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
          lowResolution: z
            .array(z.object({ row: z.number().int(), message: z.string() }))
            .meta({ description: 'Rows whose first image prints a size below 150 DPI' }),
        }),
      ),
    ],
    errors: ['too_large', 'unsupported_media_type'],
  },
});

export const uploadsEndpoints = defineEndpoints(tag, apiRoutes.uploads, {
  image: {
    summary: 'Upload a product image (JPEG, PNG, WebP or AVIF, up to 10 MB)',
    body: fileUploadBody(),
    answers: [json(201, 'Stored, with its pixel size as it hangs', storedImageSchema)],
    errors: ['too_large', 'unsupported_media_type', 'conflict'],
  },
  pixels: {
    summary: 'The pixel size the shop kept for an uploaded image',
    query: z.object({ url: imageUrlSchema }),
    answers: [json(200, 'Its pixel size', storedImageSchema)],
    errors: ['not_found'],
  },
});
