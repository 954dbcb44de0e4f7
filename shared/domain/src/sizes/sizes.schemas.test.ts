import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  MAX_PRODUCT_SIZES,
  productSizeInputSchema,
  productSizeSchema,
  productSizesInputSchema,
  sizeLabelSchema,
} from './sizes.schemas';

function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`.replace(/^: /, ''));
}

const entry = { size: '12x18 in', price: 4500, labeledPrice: 5000, stock: 10 };

describe('productSizeInputSchema', () => {
  it('reads width, height and unit from a label that states them', () => {
    expect(productSizeInputSchema.parse(entry)).toEqual({
      ...entry,
      width: 12,
      height: 18,
      unit: 'in',
    });
    expect(productSizeInputSchema.parse({ ...entry, size: 'A3' })).toMatchObject({
      width: 29.7,
      height: 42,
      unit: 'cm',
    });
  });

  it('keeps the dimensions staff give, even when the label states others', () => {
    const parsed = productSizeInputSchema.parse({ ...entry, width: 30, height: 45, unit: 'cm' });
    expect(parsed).toMatchObject({ width: 30, height: 45, unit: 'cm' });
  });

  it('asks for width, height and unit when the label does not state them', () => {
    expect(problems(productSizeInputSchema, { ...entry, size: 'Large' })).toEqual([
      'width: "Large" does not say its dimensions: give width, height and unit',
      'height: "Large" does not say its dimensions: give width, height and unit',
      'unit: "Large" does not say its dimensions: give width, height and unit',
    ]);
    expect(
      productSizeInputSchema.parse({ ...entry, size: 'Large', width: 60, height: 90, unit: 'cm' }),
    ).toMatchObject({ size: 'Large', width: 60, height: 90, unit: 'cm' });
  });

  it('wants width, height and unit together', () => {
    expect(problems(productSizeInputSchema, { ...entry, width: 12 })).toEqual([
      'height: Give width, height and unit together',
      'unit: Give width, height and unit together',
    ]);
  });

  it('trims the label and holds it to 1–40 characters', () => {
    expect(productSizeInputSchema.parse({ ...entry, size: '  A4 ' }).size).toBe('A4');
    expect(problems(sizeLabelSchema, '   ')).toEqual(['Size is required']);
    expect(problems(sizeLabelSchema, 'x'.repeat(41))).toEqual(['Size is at most 40 characters']);
    expect(problems(sizeLabelSchema, 'x'.repeat(40))).toEqual([]);
  });

  it('checks prices like a product price, stock as a whole number, dimensions above 0', () => {
    expect(
      problems(productSizeInputSchema, {
        ...entry,
        price: -1,
        labeledPrice: 10.005,
        stock: 1.5,
        width: 0,
        height: -2,
        unit: 'mm',
      }),
    ).toEqual([
      'price: Price cannot be negative',
      'labeledPrice: Labeled price has at most two decimals',
      'stock: Stock is a whole number',
      'width: Width must be more than 0',
      'height: Height must be more than 0',
      'unit: Unit is in, cm or px',
    ]);
  });

  it('accepts a labeled price below the price, as a product does', () => {
    expect(problems(productSizeInputSchema, { ...entry, labeledPrice: 100 })).toEqual([]);
  });
});

describe('productSizesInputSchema', () => {
  it('takes 1 to 6 sizes in the order given', () => {
    const sizes = ['A4', 'A3', 'A2'].map((size) => ({ ...entry, size }));
    expect(productSizesInputSchema.parse(sizes).map((s) => s.size)).toEqual(['A4', 'A3', 'A2']);
    expect(problems(productSizesInputSchema, [])).toEqual(['A product has at least one size']);
    const seven = Array.from({ length: 7 }, (_, i) => ({ ...entry, size: `A${i}` }));
    expect(problems(productSizesInputSchema, seven)).toEqual([
      `A product has at most ${MAX_PRODUCT_SIZES} sizes`,
    ]);
  });

  it('refuses a label already used, ignoring case and spaces, on the later row', () => {
    const sizes = [entry, { ...entry, size: 'A3' }, { ...entry, size: ' 12X18 IN' }];
    expect(problems(productSizesInputSchema, sizes)).toEqual([
      '2.size: "12X18 IN" is already size 1',
    ]);
  });
});

describe('productSizeSchema', () => {
  it('describes a size as a product answers it', () => {
    const answer = { ...entry, width: 12, height: 18, unit: 'in' };
    expect(productSizeSchema.parse(answer)).toEqual(answer);
    expect(problems(productSizeSchema, entry)).toHaveLength(3);
  });
});
