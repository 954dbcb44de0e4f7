import { z } from 'zod';
import { categoryFilterSchema, categorySchema } from '../catalog/categories';
import { PRODUCT_SORTS } from '../api-contract/paging';
import { pagingQuerySchema } from '../api-contract/paging.schemas';

// Prices are stored as integer cents, so the ceiling keeps them inside a 32-bit integer.
import { productSizesInputSchema, productSizesSchema } from '../sizes/sizes.schemas';
import { moneyAmountSchema } from '../money/money.schemas';
import { MAX_PRICE, MAX_STOCK } from './product-limits.rules';
import { isQuoteProductId, QUOTE_PRODUCT_PREFIX } from '../inbox/quote.rules';
import { DEFAULT_PRODUCT_KIND, PRODUCT_KINDS } from '../downloads/digital.rules';
import {
  catalogueLanguageSchema,
  productTranslationsAnswerSchema,
  productTranslationsSchema,
} from './product-translations.schemas';

export * from './product-translations.schemas';

/** `print` (shipped, in stock) or `digital` (file tiers, PRODUCT §13). */
export const productKindSchema = z.enum(PRODUCT_KINDS, { message: 'Kind is print or digital' });

export { MAX_PRICE, MAX_STOCK };

export const productIdSchema = z
  .string()
  .trim()
  .min(1, 'Product ID is required')
  .max(40, 'Product ID is at most 40 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Product ID may hold letters, digits, - and _ only');

/**
 * The product feeds' addresses under /api/product: a product with one of these ids could
 * never be read at /api/product/{productId} (routes match regardless of case).
 */
export const RESERVED_PRODUCT_IDS = ['new-arrivals', 'trending-products', 'recommended-products'];

export const isReservedProductId = (productId: string): boolean =>
  RESERVED_PRODUCT_IDS.includes(productId.toLowerCase());

/** The id of a new product: reserved ids are refused, so every product can be read back. */
export const newProductIdSchema = productIdSchema
  .refine(
    (productId) => !isReservedProductId(productId),
    `Product ID cannot be ${RESERVED_PRODUCT_IDS.join(', ')}: the shop uses those addresses`,
  )
  .refine(
    (productId) => !isQuoteProductId(productId),
    `Product ID cannot start with ${QUOTE_PRODUCT_PREFIX}: the shop keeps it for quoted custom art`,
  );

const money = moneyAmountSchema;

/** Forms enter altNames comma-separated; the API takes a list. Both are accepted here. */
export const altNamesSchema = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (typeof value === 'string' ? value.split(',') : value))
  .transform((names) => names.map((n) => n.trim()).filter((n) => n.length > 0))
  .pipe(z.array(z.string().max(80)).max(20, 'At most 20 alternative names'));

export const imageUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((url) => url.startsWith('/uploads/') || /^https?:\/\//.test(url), 'Not an image URL');

const productFields = {
  name: z.string().trim().min(1, 'Name is required').max(120),
  altNames: altNamesSchema.default([]),
  price: money('Price'),
  labeledPrice: money('Labeled price'),
  category: categorySchema,
  description: z.string().trim().max(5000).default(''),
  stock: z
    .number({ message: 'Stock must be a number' })
    .int('Stock is a whole number')
    .min(0, 'Stock cannot be negative')
    .max(MAX_STOCK),
  images: z.array(imageUrlSchema).max(10, 'At most 10 images').default([]),
  /** Sinhala and Tamil texts (PRODUCT §12); each one missing reads in English. */
  translations: productTranslationsSchema.optional(),
};

/** Keeps a size the first image would print below 150 DPI at (PRODUCT §13). */
const allowLowResolutionSchema = z
  .boolean({ message: 'allowLowResolution is true or false' })
  .optional()
  .meta({ description: 'Keep sizes the first image prints below 150 DPI at' });

/**
 * A new product: SPEC's body (one price, labeled price and stock, which become its one size), or
 * `sizes` (PRODUCT §7), in which case top-level price, labeled price and stock are ignored.
 */
export const productCreateSchema = z
  .object({
    productId: newProductIdSchema,
    kind: productKindSchema.default(DEFAULT_PRODUCT_KIND),
    ...productFields,
    price: productFields.price.optional(),
    labeledPrice: productFields.labeledPrice.optional(),
    stock: productFields.stock.optional(),
    sizes: productSizesInputSchema.optional(),
    allowLowResolution: allowLowResolutionSchema,
  })
  .superRefine(
    (product, ctx) => {
      if (product.sizes !== undefined) return;
      const needed = { price: 'Price', labeledPrice: 'Labeled price', stock: 'Stock' } as const;
      for (const [field, label] of Object.entries(needed)) {
        if (product[field as keyof typeof needed] === undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message: `${label} must be a number` });
        }
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreateParsed = z.output<typeof productCreateSchema>;

/** productId never changes; every other field may, each one optional. */
export const productUpdateSchema = z.object({
  kind: productKindSchema.optional(),
  name: productFields.name.optional(),
  altNames: altNamesSchema.optional(),
  price: productFields.price.optional(),
  labeledPrice: productFields.labeledPrice.optional(),
  category: categorySchema.optional(),
  description: z.string().trim().max(5000).optional(),
  stock: productFields.stock.optional(),
  images: z.array(imageUrlSchema).max(10).optional(),
  /** Replaces every translation: a language or text left out is English again. */
  translations: productTranslationsSchema.optional(),
  /** Replaces every size; top-level price and stock are then ignored (PRODUCT §7). */
  sizes: productSizesInputSchema.optional(),
  allowLowResolution: allowLowResolutionSchema,
});
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;
export type ProductUpdateParsed = z.output<typeof productUpdateSchema>;

export const productSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  altNames: z.array(z.string()),
  price: z.number(),
  labeledPrice: z.number(),
  category: categorySchema,
  description: z.string(),
  kind: productKindSchema,
  /**
   * The sum of the sizes' stock (null for a digital product: no limit); price and
   * labeledPrice are the cheapest size's.
   */
  stock: z.number().nullable(),
  /** 1–6 sizes in the order staff set; the first is meant when an order names none. */
  sizes: productSizesSchema,
  images: z.array(z.string()),
  /** Always answered; staff's Sinhala and Tamil texts, as given. */
  translations: productTranslationsAnswerSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** A price bound in LKR, as the list's `minPrice` / `maxPrice` query parameters carry it. */
const priceBoundSchema = z.coerce
  .number<number>({ message: 'Must be a number' })
  .min(0, 'Must be 0 or more')
  .max(MAX_PRICE, `Must be at most ${MAX_PRICE}`)
  .optional();

/**
 * The list's filters (PRODUCT §9, decision 0042). A product matches when one of its sizes (the
 * named one, if `size` is given) is priced within the range and, with `inStock`, has stock.
 */
export const productListFilterShape = {
  minPrice: priceBoundSchema.meta({
    description: 'LKR: a product matches when one of its sizes costs at least this',
  }),
  maxPrice: priceBoundSchema.meta({
    description: 'LKR: a product matches when one of its sizes costs at most this',
  }),
  size: z
    .string()
    .trim()
    .min(1, 'Size is required')
    .max(40)
    .optional()
    .meta({ description: 'A size label (any case): the price range and stock apply to it' }),
  inStock: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .optional()
    .meta({ description: 'true: only products whose matching size has stock' }),
};

/** min above max is refused, on the field a shopper would fix. */
function priceRangeInOrder(query: {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}) {
  return query.minPrice === undefined || query.maxPrice === undefined
    ? true
    : query.minPrice <= query.maxPrice;
}
const priceRangeMessage = {
  message: 'The lowest price is above the highest',
  path: ['minPrice'],
};

export const productListQuerySchema = pagingQuerySchema
  .extend({
    sort: z.enum(PRODUCT_SORTS).default('newest'),
    category: categoryFilterSchema.optional(),
    search: z.string().trim().max(200).optional(),
    lang: catalogueLanguageSchema,
    ...productListFilterShape,
  })
  .refine(priceRangeInOrder, priceRangeMessage);
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;
export type ProductListQueryParsed = z.output<typeof productListQuerySchema>;

/** A category's page: the list's query without `category` and `search` (they are in the path). */
export const productCategoryQuerySchema = pagingQuerySchema
  .extend({
    sort: z.enum(PRODUCT_SORTS).default('newest'),
    lang: catalogueLanguageSchema,
    ...productListFilterShape,
  })
  .refine(priceRangeInOrder, priceRangeMessage);
export type ProductCategoryQueryInput = z.input<typeof productCategoryQuerySchema>;

/** Search results: best match first unless a `sort` is given; the same filters. */
export const productSearchQuerySchema = pagingQuerySchema
  .extend({
    sort: z.enum(PRODUCT_SORTS).optional(),
    lang: catalogueLanguageSchema,
    ...productListFilterShape,
  })
  .refine(priceRangeInOrder, priceRangeMessage);
export type ProductSearchQueryInput = z.input<typeof productSearchQuerySchema>;

export const productListPathSchema = {
  category: z.object({ category: categoryFilterSchema }),
  search: z.object({ text: z.string().trim().min(1, 'Search text is required').max(200) }),
  productId: z.object({ productId: productIdSchema }),
};

export const recommendedQuerySchema = z.object({
  productId: productIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(24).default(8),
  lang: catalogueLanguageSchema,
});

export const productFeedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(8),
  lang: catalogueLanguageSchema,
});
