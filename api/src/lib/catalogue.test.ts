import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@wallart/domain';
import { DOCUMENT_TEXTS } from '../modules/documents/document-texts';
import { ORDER_MAIL_TEXTS } from '../modules/mail/order-texts';
import { ORDER_WORDS } from '../modules/orders/order-words/order-words';
import { languageOf, placeholdersOf, textsOf, type Catalogue } from './catalogue';

const CATALOGUES: Record<string, Catalogue<string>> = {
  'order mails': ORDER_MAIL_TEXTS,
  'invoice and packing slip': DOCUMENT_TEXTS,
  'order words': ORDER_WORDS,
};

const SCRIPT = { si: /\p{Script=Sinhala}/u, ta: /\p{Script=Tamil}/u } as const;
/** A text with nothing to translate: only braces, digits, capitals and punctuation. */
const nothingToTranslate = (text: string) =>
  /^[\s\p{P}\p{N}A-Z]*$/u.test(text.replace(/\{\w+\}/g, ''));

describe.each(Object.entries(CATALOGUES))('the %s catalogue', (_, catalogue) => {
  const keys = Object.keys(catalogue.en);

  it.each(LANGUAGES)('has every key, non-empty, in %s, and no other', (lang) => {
    expect(Object.keys(catalogue[lang]).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(catalogue[lang][key]?.trim(), key).toBeTruthy();
  });

  it.each(LANGUAGES)('fills in the same values as English in %s', (lang) => {
    for (const key of keys) {
      const text = catalogue[lang][key] ?? '';
      expect(placeholdersOf(text), key).toEqual(placeholdersOf(catalogue.en[key] ?? ''));
    }
  });

  it.each(['si', 'ta'] as const)('is written in its own letters in %s', (lang) => {
    for (const key of keys) {
      const text = catalogue[lang][key] ?? '';
      if (!nothingToTranslate(catalogue.en[key] ?? '')) expect(text, key).toMatch(SCRIPT[lang]);
    }
  });
});

describe('reading a catalogue', () => {
  const say = textsOf({
    en: { hello: 'Hello {name}, order {orderID}' },
    si: { hello: 'ආයුබෝවන් {name}, ඇණවුම {orderID}' },
    ta: { hello: 'வணக்கம் {name}, ஆர்டர் {orderID}' },
  });

  it('fills the braces, once, and leaves a value it was not given as it is', () => {
    expect(say('ta', 'hello', { name: 'Kamala', orderID: 'WA-1' })).toBe('வணக்கம் Kamala, ஆர்டர் WA-1');
    expect(say('en', 'hello', { name: '{orderID}' })).toBe('Hello {orderID}, order {orderID}');
  });

  it("takes an order's language, English for an order from before languages", () => {
    expect(languageOf({ lang: 'si' })).toBe('si');
    expect(languageOf({})).toBe('en');
    expect(languageOf({ lang: 'fr' })).toBe('en');
  });
});
