import { DEFAULT_LANGUAGE, type Language } from '../language/languages';

/** The languages a product's texts may be translated into (PRODUCT §12): English is the product's own. */
export const TRANSLATED_LANGUAGES = ['si', 'ta'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export const isTranslatedLanguage = (lang: Language): lang is TranslatedLanguage =>
  (TRANSLATED_LANGUAGES as readonly string[]).includes(lang);

/** One language's texts of a product; a text not given reads in English. */
export interface ProductTexts {
  name?: string;
  description?: string;
  altNames?: string[];
}

export type ProductTranslations = Partial<Record<TranslatedLanguage, ProductTexts>>;

interface Translatable {
  name: string;
  description: string;
  altNames: string[];
  translations?: ProductTranslations;
}

/** The product's name in `lang` where staff gave one, its English name where not. */
export function nameInLanguage(
  name: string,
  translations: ProductTranslations | undefined,
  lang: Language,
): string {
  return (isTranslatedLanguage(lang) && translations?.[lang]?.name) || name;
}

/**
 * A product as a shopper reading `lang` sees it: each of its texts in that language where staff
 * gave it, in English where not, one text at a time (decision 0158).
 */
export function productInLanguage<T extends Translatable>(product: T, lang: Language): T {
  if (lang === DEFAULT_LANGUAGE || !isTranslatedLanguage(lang)) return product;
  const texts = product.translations?.[lang];
  if (!texts) return product;
  return {
    ...product,
    name: nameInLanguage(product.name, product.translations, lang),
    description: texts.description || product.description,
    altNames: texts.altNames?.length ? texts.altNames : product.altNames,
  };
}

/** Stored translations read back: only the languages and texts that hold something. */
export function readTranslations(value: unknown): ProductTranslations {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  const found: ProductTranslations = {};
  if (!parsed || typeof parsed !== 'object') return found;
  for (const lang of TRANSLATED_LANGUAGES) {
    const raw = (parsed as Record<string, unknown>)[lang];
    if (!raw || typeof raw !== 'object') continue;
    const { name, description, altNames } = raw as Record<string, unknown>;
    const texts: ProductTexts = {
      ...(typeof name === 'string' && name && { name }),
      ...(typeof description === 'string' && description && { description }),
      ...(Array.isArray(altNames) &&
        altNames.length > 0 && {
          altNames: altNames.filter((n): n is string => typeof n === 'string'),
        }),
    };
    if (Object.keys(texts).length > 0) found[lang] = texts;
  }
  return found;
}
