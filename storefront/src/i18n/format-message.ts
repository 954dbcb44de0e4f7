import type { Language } from '@wallart/domain/rules';

/** A message as Lingui's compiler leaves it: text, or parts with `[name, kind?, options?]`. */
export type CompiledMessage = string | Part[];
type Part = string | [name: string, kind?: string, options?: Record<string, CompiledMessage>];
export type MessageValues = Record<string, string | number>;

/**
 * CLDR's cardinal rules for the three languages, written out so the server and every browser
 * choose alike (Chromium has no Sinhala locale data).
 */
export function pluralCategory(lang: Language, count: number): 'one' | 'other' {
  const whole = Number.isInteger(count);
  if (lang === 'si') return count === 0 || count === 1 ? 'one' : 'other';
  return whole && count === 1 ? 'one' : 'other';
}

/** A value as a message's `select` names it: ICU's option names take no hyphen. */
export const selectKey = (value: string) => value.replaceAll('-', '_');

/** Fills a compiled message in: arguments, `plural` (with `#` and `=n`) and `select`. */
export function formatMessage(
  lang: Language,
  message: CompiledMessage,
  values: MessageValues = {},
  count?: number,
): string {
  if (typeof message === 'string') return message;
  return message
    .map((part) => {
      if (typeof part === 'string')
        return part === '#' && count !== undefined ? String(count) : part;
      const [name, kind, options = {}] = part;
      const value = values[name];
      if (kind === 'plural') {
        const n = Number(value);
        const body = options[String(n)] ?? options[pluralCategory(lang, n)] ?? options.other ?? '';
        return formatMessage(lang, body, values, n);
      }
      if (kind === 'select') {
        return formatMessage(lang, options[String(value)] ?? options.other ?? '', values, count);
      }
      return value === undefined ? '' : String(value);
    })
    .join('');
}
