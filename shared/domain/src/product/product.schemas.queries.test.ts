import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CATEGORIES } from '../catalog/categories';
import {
  productFeedQuerySchema,
  productListPathSchema,
  productListQuerySchema,
  productSchema,
  productUpdateSchema,
  recommendedQuerySchema,
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

describe('productUpdateSchema', () => {
  it('accepts an empty update (every field optional) and adds no defaults', () => {
    expect(productUpdateSchema.parse({})).toEqual({});
  });

  it('accepts a single changed field', () => {
    expect(productUpdateSchema.parse({ price: 3999.99 })).toEqual({ price: 3999.99 });
    expect(productUpdateSchema.parse({ category: 'Kitchen' })).toEqual({ category: 'Kitchen' });
  });

  it('cannot carry productId: it is dropped from the parsed update', () => {
    const parsed = productUpdateSchema.parse({ productId: 'NEW-ID', name: 'Renamed' });
    expect(parsed).toEqual({ name: 'Renamed' });
    expect(parsed).not.toHaveProperty('productId');
  });

  it('accepts altNames as a comma-separated string', () => {
    expect(productUpdateSchema.parse({ altNames: 'a, b' })).toEqual({ altNames: ['a', 'b'] });
  });

  it('still validates the fields it is given', () => {
    expect(problems(productUpdateSchema, { price: -5 })).toEqual([
      'price: Price cannot be negative',
    ]);
    expect(problems(productUpdateSchema, { labeledPrice: 1.234 })).toEqual([
      'labeledPrice: Labeled price has at most two decimals',
    ]);
    expect(problems(productUpdateSchema, { stock: 2.5 })).toEqual([
      'stock: Stock is a whole number',
    ]);
    expect(problems(productUpdateSchema, { stock: -2 })).toEqual([
      'stock: Stock cannot be negative',
    ]);
    expect(problems(productUpdateSchema, { category: 'Garage' })).toEqual([
      'category: Unknown category',
    ]);
    expect(problems(productUpdateSchema, { name: '' })).toEqual(['name: Name is required']);
  });

  it('rejects more than 10 images', () => {
    const images = Array.from({ length: 11 }, (_, i) => `/uploads/${i}.jpg`);
    expect(productUpdateSchema.safeParse({ images }).success).toBe(false);
  });
});

describe('productListQuerySchema', () => {
  it('defaults to page 1, limit 24, sort newest', () => {
    expect(productListQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 24,
      sort: 'newest',
      lang: 'en',
    });
  });

  it('reads page and limit from query-string text', () => {
    expect(productListQuerySchema.parse({ page: '3', limit: '50' })).toMatchObject({
      page: 3,
      limit: 50,
    });
  });

  it('accepts a limit of exactly 100', () => {
    expect(productListQuerySchema.parse({ limit: '100' }).limit).toBe(100);
  });

  it('rejects a limit above 100', () => {
    expect(productListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ limit: 1000 }).success).toBe(false);
  });

  it('rejects a limit or page below 1', () => {
    expect(productListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
  });

  it('rejects a page or limit that is fractional or not a number', () => {
    expect(productListQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ limit: 'ten' }).success).toBe(false);
  });

  it.each(['newest', 'price-asc', 'price-desc', 'name'])('accepts the sort %s', (sort) => {
    expect(productListQuerySchema.parse({ sort }).sort).toBe(sort);
  });

  it('rejects an unknown sort', () => {
    expect(productListQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
  });

  it('accepts "All" or a category as the category filter, and nothing else', () => {
    expect(productListQuerySchema.parse({ category: 'All' }).category).toBe('All');
    expect(productListQuerySchema.parse({ category: 'Living Room' }).category).toBe('Living Room');
    expect(problems(productListQuerySchema, { category: 'Garden' })).toEqual([
      'category: Unknown category',
    ]);
  });

  it('trims the search text', () => {
    expect(productListQuerySchema.parse({ search: '  sunset ' }).search).toBe('sunset');
  });
});

describe('productListPathSchema', () => {
  it('accepts "All" and every category in a category route, including "Living Room"', () => {
    for (const category of ['All', ...CATEGORIES]) {
      expect(productListPathSchema.category.safeParse({ category }).success).toBe(true);
    }
    expect(productListPathSchema.category.safeParse({ category: 'Attic' }).success).toBe(false);
  });

  it('requires non-blank search text', () => {
    expect(problems(productListPathSchema.search, { text: '   ' })).toEqual([
      'text: Search text is required',
    ]);
    expect(productListPathSchema.search.parse({ text: ' mou ' })).toEqual({ text: 'mou' });
  });

  it('checks a productId route parameter', () => {
    expect(productListPathSchema.productId.safeParse({ productId: 'PRD-1' }).success).toBe(true);
    expect(productListPathSchema.productId.safeParse({ productId: '../x' }).success).toBe(false);
  });
});

describe('recommendedQuerySchema and productFeedQuerySchema', () => {
  it('default the limit to 8', () => {
    expect(recommendedQuerySchema.parse({})).toEqual({ limit: 8, lang: 'en' });
    expect(productFeedQuerySchema.parse({})).toEqual({ limit: 8, lang: 'en' });
  });

  it('cap the limit at 24', () => {
    expect(recommendedQuerySchema.safeParse({ limit: '24' }).success).toBe(true);
    expect(recommendedQuerySchema.safeParse({ limit: '25' }).success).toBe(false);
    expect(productFeedQuerySchema.safeParse({ limit: '25' }).success).toBe(false);
  });

  it('recommended checks the optional productId', () => {
    expect(recommendedQuerySchema.parse({ productId: 'PRD-1' })).toEqual({
      productId: 'PRD-1',
      limit: 8,
      lang: 'en',
    });
    expect(recommendedQuerySchema.safeParse({ productId: 'bad id' }).success).toBe(false);
  });
});

describe('productSchema', () => {
  const product = {
    _id: '1',
    ...valid,
    kind: 'print',
    category: 'Resturant',
    sizes: [
      {
        size: '12x18 in',
        price: valid.price,
        labeledPrice: valid.labeledPrice,
        stock: valid.stock,
        width: 12,
        height: 18,
        unit: 'in',
      },
    ],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
  };

  it('reads a product as the API sends it, with its sizes', () => {
    expect(productSchema.parse(product)).toEqual(product);
  });

  it('rejects a product in an unknown category', () => {
    expect(productSchema.safeParse({ ...product, category: 'Restaurant' }).success).toBe(false);
  });
});
