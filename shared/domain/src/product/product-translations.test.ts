import { describe, expect, it } from 'vitest';
import {
  catalogueLanguageSchema,
  productCreateSchema,
  productTranslationsSchema,
  productUpdateSchema,
} from './product.schemas';
import { productInLanguage, readTranslations } from './product-language.rules';

const PRINT = {
  name: 'Ruwanwelisaya',
  description: 'The great stupa at dusk.',
  altNames: ['stupa'],
};

describe('productTranslationsSchema', () => {
  it('trims every text and drops the empty ones, and a language left with none', () => {
    expect(
      productTranslationsSchema.parse({
        si: { name: '  රුවන්වැලිසෑය ', description: '  ', altNames: ' සෑය , , මහා සෑය' },
        ta: { name: '', altNames: [] },
      }),
    ).toEqual({ si: { name: 'රුවන්වැලිසෑය', altNames: ['සෑය', 'මහා සෑය'] } });
  });

  it('keeps a zero-width joiner inside a word as written', () => {
    const name = 'ශ්‍රී ලංකාව';
    expect(productTranslationsSchema.parse({ si: { name } }).si?.name).toBe(name);
  });

  it('holds the English limits: 120 for a name, 5000 for a description, 20 names of 80', () => {
    const refused = (texts: object) => !productTranslationsSchema.safeParse({ ta: texts }).success;
    expect(refused({ name: 'க'.repeat(121) })).toBe(true);
    expect(refused({ name: 'க'.repeat(120) })).toBe(false);
    expect(refused({ description: 'க'.repeat(5001) })).toBe(true);
    expect(refused({ altNames: Array.from({ length: 21 }, (_, i) => `பெயர்${i}`) })).toBe(true);
    expect(refused({ altNames: ['க'.repeat(81)] })).toBe(true);
  });

  it('refuses a language or a field the shop does not know', () => {
    expect(productTranslationsSchema.safeParse({ fr: { name: 'Lotus' } }).success).toBe(false);
    expect(productTranslationsSchema.safeParse({ si: { title: 'නෙළුම' } }).success).toBe(false);
    expect(productTranslationsSchema.safeParse({ si: { name: 7 } }).success).toBe(false);
  });

  it('is optional on a new product and on an edit', () => {
    const product = productCreateSchema.parse({
      productId: 'P-1',
      ...PRINT,
      price: 1000,
      labeledPrice: 1200,
      category: 'Religious',
      stock: 1,
    });
    expect(product.translations).toBeUndefined();
    expect(productUpdateSchema.parse({ translations: {} }).translations).toEqual({});
  });
});

describe('catalogueLanguageSchema', () => {
  it('reads si and ta, and any other value as English', () => {
    expect(catalogueLanguageSchema.parse('si')).toBe('si');
    expect(catalogueLanguageSchema.parse('ta')).toBe('ta');
    for (const other of [undefined, 'en', 'fr', 'SI', '']) {
      expect(catalogueLanguageSchema.parse(other)).toBe('en');
    }
  });
});

describe('productInLanguage', () => {
  const product = {
    ...PRINT,
    translations: { si: { name: 'රුවන්වැලිසෑය' }, ta: { description: 'அந்தியில் பெரிய தூபி.' } },
  };

  it('answers each text in the language where given and in English where not', () => {
    expect(productInLanguage(product, 'si')).toMatchObject({
      name: 'රුවන්වැලිසෑය',
      description: PRINT.description,
      altNames: PRINT.altNames,
    });
    expect(productInLanguage(product, 'ta')).toMatchObject({
      name: PRINT.name,
      description: 'அந்தியில் பெரிய தூபி.',
    });
    expect(productInLanguage(product, 'en')).toBe(product);
    expect(productInLanguage({ ...PRINT }, 'si')).toMatchObject(PRINT);
  });

  it('reads stored translations back, ignoring what is not text', () => {
    expect(readTranslations('{"si":{"name":"නෙළුම","altNames":[]},"ta":{"name":""}}')).toEqual({
      si: { name: 'නෙළුම' },
    });
    expect(readTranslations('not json')).toEqual({});
    expect(readTranslations(null)).toEqual({});
  });
});
