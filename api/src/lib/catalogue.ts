import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@wallart/domain';

/**
 * Texts kept per language (PRODUCT §12): each language's catalogue has the same keys as the
 * English one, and a text names what it is given in braces, `Hello {name},`.
 */
export type Catalogue<Key extends string> = Record<Language, Record<Key, string>>;
export type TextValues = Record<string, string | number>;

/** The language an order was placed in; an order from before languages is English. */
export const languageOf = (order: { lang?: string | null | undefined }): Language =>
  isLanguage(order.lang) ? order.lang : DEFAULT_LANGUAGE;

/** The names a text fills in, sorted: `{name}` and `{orderID}` give ['name', 'orderID']. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort();

/** Reads a catalogue: the key's text in the language, its braces filled with the values. */
export function textsOf<Key extends string>(catalogue: Catalogue<Key>) {
  return (lang: Language, key: Key, values: TextValues = {}): string =>
    catalogue[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}
