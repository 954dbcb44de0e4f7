import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CATEGORIES, categorySchema, isCategory } from '../catalog/categories';
import {
  altNamesSchema,
  imageUrlSchema,
  MAX_PRICE,
  MAX_STOCK,
  productCreateSchema,
  newProductIdSchema,
  productIdSchema,
  productListPathSchema,
} from './product.schemas';

function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`.replace(/^: /, ''));
}

const valid = {
  productId: 'PRD-001',
  name: 'Sunset Over Galle',
  altNames: ['Galle sunset', 'Ocean dusk'],
  price: 4500,
  labeledPrice: 5000,
  category: 'Living Room',
  description: 'A warm evening over the fort.',
  stock: 12,
  images: ['/uploads/sunset.jpg', 'https://cdn.example.com/sunset-2.jpg'],
};

describe('categories', () => {
  it('are the four fixed ones, "Resturant" spelt so', () => {
    expect(CATEGORIES).toEqual(['Living Room', 'Religious', 'Kitchen', 'Resturant']);
  });

  it('isCategory accepts the fixed names only, not "All" and not "Restaurant"', () => {
    expect(isCategory('Kitchen')).toBe(true);
    expect(isCategory('All')).toBe(false);
    expect(isCategory('Restaurant')).toBe(false);
    expect(isCategory('kitchen')).toBe(false);
  });

  it('categorySchema rejects an unknown category with "Unknown category"', () => {
    expect(problems(categorySchema, 'Bedroom')).toEqual(['Unknown category']);
  });
});

describe('productCreateSchema', () => {
  it('accepts a complete product, a print unless it says otherwise', () => {
    expect(productCreateSchema.parse(valid)).toEqual({ ...valid, kind: 'print' });
    expect(productCreateSchema.parse({ ...valid, kind: 'digital' }).kind).toBe('digital');
    expect(productCreateSchema.safeParse({ ...valid, kind: 'poster' }).success).toBe(false);
  });

  it('accepts altNames as a comma-separated string, trimming and dropping empty names', () => {
    const parsed = productCreateSchema.parse({
      ...valid,
      altNames: ' Galle sunset, Ocean dusk ,, ',
    });
    expect(parsed.altNames).toEqual(['Galle sunset', 'Ocean dusk']);
  });

  it('accepts altNames as a list, trimming and dropping empty names', () => {
    const parsed = productCreateSchema.parse({ ...valid, altNames: [' Galle ', '', '  '] });
    expect(parsed.altNames).toEqual(['Galle']);
  });

  it('reads an empty altNames string as no names', () => {
    expect(productCreateSchema.parse({ ...valid, altNames: '' }).altNames).toEqual([]);
  });

  it('defaults altNames, description and images when they are left out', () => {
    const { altNames: _a, description: _d, images: _i, ...bare } = valid;
    const parsed = productCreateSchema.parse(bare);
    expect(parsed.altNames).toEqual([]);
    expect(parsed.description).toBe('');
    expect(parsed.images).toEqual([]);
  });

  it('trims productId, name and description', () => {
    const parsed = productCreateSchema.parse({
      ...valid,
      productId: '  PRD-001 ',
      name: ' Sunset ',
      description: ' Warm. ',
    });
    expect(parsed.productId).toBe('PRD-001');
    expect(parsed.name).toBe('Sunset');
    expect(parsed.description).toBe('Warm.');
  });

  it('accepts a price of 0 and prices with two decimals', () => {
    expect(productCreateSchema.safeParse({ ...valid, price: 0 }).success).toBe(true);
    expect(productCreateSchema.safeParse({ ...valid, price: 4499.99 }).success).toBe(true);
    expect(productCreateSchema.safeParse({ ...valid, labeledPrice: 0.1 + 0.2 }).success).toBe(true);
  });

  it('accepts the largest allowed price', () => {
    expect(productCreateSchema.safeParse({ ...valid, labeledPrice: MAX_PRICE }).success).toBe(true);
  });

  it('rejects a negative price', () => {
    expect(problems(productCreateSchema, { ...valid, price: -1 })).toEqual([
      'price: Price cannot be negative',
    ]);
  });

  it('rejects a negative labeled price', () => {
    expect(problems(productCreateSchema, { ...valid, labeledPrice: -0.01 })).toEqual([
      'labeledPrice: Labeled price cannot be negative',
    ]);
  });

  it('rejects a fraction of a cent in either price', () => {
    expect(problems(productCreateSchema, { ...valid, price: 10.005 })).toEqual([
      'price: Price has at most two decimals',
    ]);
    expect(problems(productCreateSchema, { ...valid, labeledPrice: 0.001 })).toEqual([
      'labeledPrice: Labeled price has at most two decimals',
    ]);
  });

  it('rejects a price above the maximum', () => {
    expect(problems(productCreateSchema, { ...valid, price: MAX_PRICE + 1 })).toEqual([
      'price: Price is too large',
    ]);
  });

  it('rejects prices that are not numbers, including numeric strings, NaN and Infinity', () => {
    for (const price of ['4500', null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(productCreateSchema.safeParse({ ...valid, price }).success).toBe(false);
    }
    expect(problems(productCreateSchema, { ...valid, price: '4500' })).toEqual([
      'price: Price must be a number',
    ]);
  });

  it('accepts a stock of 0 and the maximum stock', () => {
    expect(productCreateSchema.safeParse({ ...valid, stock: 0 }).success).toBe(true);
    expect(productCreateSchema.safeParse({ ...valid, stock: MAX_STOCK }).success).toBe(true);
  });

  it('rejects a fractional stock', () => {
    expect(problems(productCreateSchema, { ...valid, stock: 1.5 })).toEqual([
      'stock: Stock is a whole number',
    ]);
  });

  it('rejects a negative stock', () => {
    expect(problems(productCreateSchema, { ...valid, stock: -1 })).toEqual([
      'stock: Stock cannot be negative',
    ]);
  });

  it('rejects a stock above the maximum or given as text', () => {
    expect(productCreateSchema.safeParse({ ...valid, stock: MAX_STOCK + 1 }).success).toBe(false);
    expect(problems(productCreateSchema, { ...valid, stock: '3' })).toEqual([
      'stock: Stock must be a number',
    ]);
  });

  it.each(CATEGORIES)('accepts the category %s', (category) => {
    expect(productCreateSchema.safeParse({ ...valid, category }).success).toBe(true);
  });

  it.each(['Bedroom', 'All', 'Restaurant', 'living room', ''])(
    'rejects the category "%s" as "Unknown category"',
    (category) => {
      expect(problems(productCreateSchema, { ...valid, category })).toEqual([
        'category: Unknown category',
      ]);
    },
  );

  it('rejects a blank name with "Name is required"', () => {
    expect(problems(productCreateSchema, { ...valid, name: '   ' })).toEqual([
      'name: Name is required',
    ]);
  });

  it('rejects more than 20 alternative names', () => {
    const altNames = Array.from({ length: 21 }, (_, i) => `name ${i}`).join(',');
    expect(problems(productCreateSchema, { ...valid, altNames })).toEqual([
      'altNames: At most 20 alternative names',
    ]);
  });

  it('rejects an image URL that is neither under /uploads/ nor http(s)', () => {
    expect(problems(productCreateSchema, { ...valid, images: ['javascript:alert(1)'] })).toEqual([
      'images.0: Not an image URL',
    ]);
  });

  it('rejects more than 10 images', () => {
    const images = Array.from({ length: 11 }, (_, i) => `/uploads/${i}.jpg`);
    expect(problems(productCreateSchema, { ...valid, images })).toEqual([
      'images: At most 10 images',
    ]);
  });

  it('requires a productId', () => {
    const { productId: _p, ...withoutId } = valid;
    expect(productCreateSchema.safeParse(withoutId).success).toBe(false);
  });
});

describe('productIdSchema', () => {
  it.each(['PRD-001', 'a', 'abc_123', '9x', 'A'.repeat(40)])('accepts "%s"', (id) => {
    expect(productIdSchema.safeParse(id).success).toBe(true);
  });

  it('rejects an empty or blank id with "Product ID is required"', () => {
    expect(problems(productIdSchema, '')).toContain('Product ID is required');
    expect(problems(productIdSchema, '   ')).toContain('Product ID is required');
  });

  it('rejects an id longer than 40 characters', () => {
    expect(problems(productIdSchema, 'A'.repeat(41))).toEqual([
      'Product ID is at most 40 characters',
    ]);
  });

  it.each(['bad id', 'a/b', '../etc', '-abc', '_abc', 'PRD.1', 'PRD#1', 'café'])(
    'rejects "%s" with a message naming the allowed characters',
    (id) => {
      expect(problems(productIdSchema, id)).toEqual([
        'Product ID may hold letters, digits, - and _ only',
      ]);
    },
  );
});

describe('newProductIdSchema (and so productCreateSchema)', () => {
  const reserved =
    'Product ID cannot be new-arrivals, trending-products, recommended-products: the shop uses those addresses';

  it.each([
    'new-arrivals',
    'trending-products',
    'recommended-products',
    'New-Arrivals',
    ' TRENDING-PRODUCTS ',
  ])('refuses the feed address "%s", whose product page could never be read', (id) => {
    expect(problems(newProductIdSchema, id)).toEqual([reserved]);
    expect(problems(productCreateSchema, { ...valid, productId: id })).toEqual([
      `productId: ${reserved}`,
    ]);
  });

  it.each(['new-arrivals-2', 'trending', 'recommended-products-set'])('accepts "%s"', (id) => {
    expect(newProductIdSchema.safeParse(id).success).toBe(true);
  });

  it('still lets an existing product with such an id be named in a path', () => {
    expect(productListPathSchema.productId.safeParse({ productId: 'new-arrivals' }).success).toBe(
      true,
    );
  });
});

describe('altNamesSchema', () => {
  it('splits a comma-separated string', () => {
    expect(altNamesSchema.parse('a,b , c')).toEqual(['a', 'b', 'c']);
  });

  it('keeps a list as a list', () => {
    expect(altNamesSchema.parse(['a, b', 'c'])).toEqual(['a, b', 'c']);
  });

  it('rejects a name longer than 80 characters', () => {
    expect(altNamesSchema.safeParse(['x'.repeat(81)]).success).toBe(false);
  });

  it('rejects values that are neither a string nor a list of strings', () => {
    expect(altNamesSchema.safeParse(5).success).toBe(false);
    expect(altNamesSchema.safeParse([1, 2]).success).toBe(false);
  });
});

describe('imageUrlSchema', () => {
  it.each(['/uploads/a.jpg', 'http://example.com/a.png', 'https://example.com/a.webp'])(
    'accepts %s',
    (url) => {
      expect(imageUrlSchema.safeParse(url).success).toBe(true);
    },
  );

  it.each(['', 'a.jpg', 'uploads/a.jpg', 'ftp://x/a.jpg', 'data:image/png;base64,AAAA'])(
    'rejects "%s"',
    (url) => {
      expect(imageUrlSchema.safeParse(url).success).toBe(false);
    },
  );
});
