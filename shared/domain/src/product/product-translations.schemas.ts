import { z } from 'zod';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../language/languages';
import type { ProductTexts, ProductTranslations } from './product-language.rules';

/** A translated text: trimmed, and left out when empty, so it reads in English. */
const translatedText = (label: string, max: number) =>
  z
    .string({ message: `${label} is text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .transform((text) => text || undefined)
    .optional();

/** The same limits as the English altNames: comma-separated or a list, 20 of 80 characters. */
const translatedAltNames = z
  .union([z.array(z.string()), z.string()], { message: 'Alternative names are a list' })
  .transform((value) => (typeof value === 'string' ? value.split(',') : value))
  .transform((names) => names.map((n) => n.trim()).filter((n) => n.length > 0))
  .pipe(
    z
      .array(z.string().max(80, 'An alternative name is at most 80 characters'))
      .max(20, 'At most 20 alternative names'),
  )
  .transform((names) => (names.length > 0 ? names : undefined))
  .optional();

const productTextsSchema = z
  .strictObject({
    name: translatedText('Name', 120),
    description: translatedText('Description', 5000),
    altNames: translatedAltNames,
  })
  .transform((texts): ProductTexts | undefined => {
    const kept = Object.fromEntries(
      Object.entries(texts).filter(([, value]) => value !== undefined),
    ) as ProductTexts;
    return Object.keys(kept).length > 0 ? kept : undefined;
  })
  .optional();

/**
 * A product's Sinhala and Tamil texts as staff send them (PRODUCT §12): every text optional,
 * an empty one dropped; a language with no text left is dropped too.
 */
export const productTranslationsSchema = z
  .strictObject({ si: productTextsSchema, ta: productTextsSchema })
  .transform((translations): ProductTranslations => {
    const kept: ProductTranslations = {};
    if (translations.si) kept.si = translations.si;
    if (translations.ta) kept.ta = translations.ta;
    return kept;
  });
export type ProductTranslationsInput = z.input<typeof productTranslationsSchema>;

const answeredTexts = z
  .object({
    name: z.string().optional(),
    description: z.string().optional(),
    altNames: z.array(z.string()).optional(),
  })
  .optional();

/** The translations as a product answer carries them. */
export const productTranslationsAnswerSchema = z.object({ si: answeredTexts, ta: answeredTexts });

/**
 * `?lang=` of the catalogue's reads: `si` or `ta` answers the texts in that language where
 * given; any other value is English, as the feeds' `?lang=` is.
 */
export const catalogueLanguageSchema = z
  .string()
  .optional()
  .transform((value): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE))
  .meta({
    description: 'si or ta: names, descriptions and alternative names in that language where given',
  });

/** The one product's read: only its language. */
export const productReadQuerySchema = z.object({ lang: catalogueLanguageSchema });
