/**
 * A product's sizes, each with its own price, labeled price, stock and dimensions (PRODUCT §7):
 * what staff send (`ProductSizeInput`, `ProductSizesInput`) and what a product answers
 * (`ProductSize`). Dimensions are optional on write when the label states them.
 */
import { z } from 'zod';
import { moneyAmountSchema } from '../money/money.schemas';
import { MAX_STOCK } from '../product/product-limits.rules';
import { readSizeDimensions, SIZE_UNITS } from './size-dimensions.rules';
import { sameSizeLabel } from './size-label.rules';
import { readPixelSize } from '../downloads/digital.rules';

export const MIN_PRODUCT_SIZES = 1;
export const MAX_PRODUCT_SIZES = 6;
export const MAX_SIZE_LABEL = 40;
/** The largest width or height staff may give, in either unit. */
export const MAX_SIZE_DIMENSION = 1000;

/** A size label: 1–40 characters after trimming ("12x18 in", "A3", "Framed 24x36 in"). */
export const sizeLabelSchema = z
  .string({ message: 'Size is required' })
  .trim()
  .min(1, 'Size is required')
  .max(MAX_SIZE_LABEL, `Size is at most ${MAX_SIZE_LABEL} characters`);

export const sizeUnitSchema = z.enum(SIZE_UNITS, { message: 'Unit is in or cm' });

/** A size's unit as written and answered: a print's `in` or `cm`, a digital tier's `px`. */
export const SIZE_ANSWER_UNITS = [...SIZE_UNITS, 'px'] as const;
export type SizeAnswerUnit = (typeof SIZE_ANSWER_UNITS)[number];
const anyUnitSchema = z.enum(SIZE_ANSWER_UNITS, { message: 'Unit is in, cm or px' });

const dimension = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(MAX_SIZE_DIMENSION, `${label} is at most ${MAX_SIZE_DIMENSION}`);

/**
 * One size as staff send it. Width, height and unit go together: send all three, or none and
 * let the label say them; a label that does not ("Large") needs all three. The parsed value
 * always carries them.
 */
export const productSizeInputSchema = z
  .object({
    size: sizeLabelSchema,
    price: moneyAmountSchema('Price'),
    labeledPrice: moneyAmountSchema('Labeled price'),
    stock: z
      .number({ message: 'Stock must be a number' })
      .int('Stock is a whole number')
      .min(0, 'Stock cannot be negative')
      .max(MAX_STOCK, 'Stock is too large'),
    width: dimension('Width').optional(),
    height: dimension('Height').optional(),
    unit: anyUnitSchema.optional(),
  })
  // Runs even when another field failed, so the sizes editor shows every message at once.
  .superRefine(
    (entry, ctx) => {
      const { size, width, height, unit } = entry;
      if (width !== undefined && height !== undefined && unit !== undefined) return;
      const given = width !== undefined || height !== undefined || unit !== undefined;
      if (!given && typeof size === 'string' && (readSizeDimensions(size) ?? readPixelSize(size))) {
        return;
      }
      const why = given
        ? 'Give width, height and unit together'
        : `"${String(size).trim()}" does not say its dimensions: give width, height and unit`;
      for (const [field, value] of [
        ['width', width],
        ['height', height],
        ['unit', unit],
      ] as const) {
        if (value === undefined) ctx.addIssue({ code: 'custom', path: [field], message: why });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform(({ width, height, unit, ...rest }) => {
    if (width !== undefined && height !== undefined && unit !== undefined) {
      return { ...rest, width, height, unit };
    }
    // The refinement above let this through only when the label states its dimensions, in
    // print units or, for a digital tier, in pixels.
    const pixels = readPixelSize(rest.size);
    const read: { width: number; height: number; unit: SizeAnswerUnit } = pixels
      ? { ...pixels, unit: 'px' }
      : (readSizeDimensions(rest.size) ?? { width: 0, height: 0, unit: 'in' });
    return { ...rest, ...read };
  });
export type ProductSizeInput = z.input<typeof productSizeInputSchema>;
/** One size once checked: its stock a number, its dimensions filled in. */
export type ProductSizeParsed = z.output<typeof productSizeInputSchema>;

/** A product's sizes as staff send them: 1–6, in the order shown, labels unique ignoring case. */
export const productSizesInputSchema = z
  .array(productSizeInputSchema, { message: 'Sizes must be a list' })
  .min(MIN_PRODUCT_SIZES, 'A product has at least one size')
  .max(MAX_PRODUCT_SIZES, `A product has at most ${MAX_PRODUCT_SIZES} sizes`)
  .superRefine((sizes, ctx) => {
    sizes.forEach((entry, index) => {
      const first = sizes.findIndex((other) => sameSizeLabel(other.size, entry.size));
      if (first < index) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'size'],
          message: `"${entry.size}" is already size ${first + 1}`,
        });
      }
    });
  });
export type ProductSizesInput = z.input<typeof productSizesInputSchema>;

/** One size as a product answers it; a digital tier's stock is null (no limit). */
export const productSizeSchema = z.object({
  size: z.string(),
  price: z.number(),
  labeledPrice: z.number(),
  stock: z.number().nullable(),
  width: z.number(),
  height: z.number(),
  unit: z.enum(SIZE_ANSWER_UNITS),
  /** A digital tier: whether staff have uploaded its file (it cannot be ordered before). */
  hasFile: z.boolean().optional(),
});
export type ProductSize = z.infer<typeof productSizeSchema>;

export const productSizesSchema = z.array(productSizeSchema);
