import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@wallart/domain/rules';
import { formatMessage, type CompiledMessage } from './format-message';
import { sectionOf } from './sections';

const dir = path.join(import.meta.dirname, 'locales');
const catalogue = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, unknown>;

type Part = string | Argument;
type Argument = [
  name: string,
  kind?: string,
  options?: Record<string, string | Part[] | undefined>,
];

/**
 * What a message asks of the code that shows it: its arguments with their kinds, each plural
 * or select's options, and its `<b>` marks. Every language must ask the same.
 */
function shape(message: string): string[] {
  const found: string[] = [];
  const parts = (body: string | Part[], inside: string) => {
    for (const part of typeof body === 'string' ? [body] : body) {
      if (typeof part === 'string') {
        for (const tag of part.match(/<\/?b>/g) ?? []) found.push(`${inside}${tag}`);
        continue;
      }
      const [name, kind, options] = part;
      found.push(`${inside}{${name}${kind ? `, ${kind}` : ''}}`);
      for (const [option, text] of Object.entries(options ?? {})) {
        if (text === undefined) continue;
        parts(text, `${inside}${name}.${option}:`);
      }
    }
  };
  parts(compileMessageOrThrow(message) as string | Part[], '');
  return found.sort();
}

describe('the shop’s catalogues', () => {
  const english = catalogue('en');
  const keys = Object.keys(english).sort();

  it.each(LANGUAGES)('%s has every key, none empty, and only known keys', (lang) => {
    const messages = catalogue(lang);
    expect(Object.keys(messages).sort()).toEqual(keys);
    const empty = keys.filter((key) => typeof messages[key] !== 'string' || !messages[key].trim());
    expect(empty).toEqual([]);
  });

  it('puts every key in a section the browser loads', () => {
    expect(keys.filter((key) => !sectionOf(key))).toEqual([]);
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s asks for the same arguments, plurals and marks as English',
    (lang) => {
      const messages = catalogue(lang);
      const differing = keys.filter(
        (key) =>
          JSON.stringify(shape(String(messages[key]))) !==
          JSON.stringify(shape(String(english[key]))),
      );
      expect(differing).toEqual([]);
    },
  );

  it('joins Sinhala conjuncts with a zero-width joiner (ශ්‍රී, ප්‍ර, ව්‍ය)', () => {
    const messages = catalogue('si');
    // A virama then ර or ය without the joiner draws as two letters, not the conjunct.
    const unjoined = keys.filter((key) => /\u0DCA[\u0DBB\u0DBA]/.test(String(messages[key])));
    expect(unjoined).toEqual([]);
  });

  it('tells a differing message apart', () => {
    expect(shape('{count, plural, one {# item} other {# items}}')).not.toEqual(
      shape('{count} items'),
    );
    expect(shape('Hello {name}')).not.toEqual(shape('Hello {nme}'));
    expect(shape('Hi <b>you</b>')).not.toEqual(shape('Hi you'));
    expect(shape('{n, plural, one {a} other {b}}')).toEqual(
      shape('{n, plural, one {x} other {y}}'),
    );
  });
});

describe('the add-to-cart toast', () => {
  const added = (lang: 'en' | 'si' | 'ta', quantity: number) =>
    formatMessage(
      lang,
      compileMessageOrThrow(catalogue(lang)['product.added'] as string) as CompiledMessage,
      { quantity },
    );

  it('counts in words, one print or many, in every language', () => {
    expect([added('en', 1), added('en', 3)]).toEqual([
      '1 item added to cart',
      '3 items added to cart',
    ]);
    expect([added('si', 1), added('si', 3)]).toEqual([
      'අයිතමයක් කරත්තයට එක් කළා',
      'අයිතම 3ක් කරත්තයට එක් කළා',
    ]);
    expect([added('ta', 1), added('ta', 3)]).toEqual([
      '1 பொருள் கூடையில் சேர்க்கப்பட்டது',
      '3 பொருட்கள் கூடையில் சேர்க்கப்பட்டன',
    ]);
  });
});
