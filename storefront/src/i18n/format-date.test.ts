import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import type { Language } from '@wallart/domain/rules';
import { formatDate } from './format-date';
import { formatMessage, type CompiledMessage } from './format-message';
import type { Translate } from './i18n';

/** The language's own catalogue, compiled as the build compiles it. */
function translate(lang: Language): Translate {
  const file = path.join(import.meta.dirname, 'locales', `${lang}.json`);
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  return (key, values) =>
    formatMessage(lang, compileMessageOrThrow(messages[key] ?? key) as CompiledMessage, values);
}

describe('a day written in the page’s language', () => {
  const day = new Date('2026-12-02T09:00:00Z');

  it('names the month from the catalogues, in each language’s order', () => {
    expect(formatDate(translate('en'), day)).toBe('Dec 2, 2026');
    expect(formatDate(translate('si'), day)).toBe('2026 දෙසැම්බර් 2');
    expect(formatDate(translate('ta'), day)).toBe('2 டிசம்பர், 2026');
    expect(formatDate(translate('si'), '2026-04-14T06:00:00Z')).toBe('2026 අප්‍රේල් 14');
    expect(formatDate(translate('ta'), '2026-01-15T06:00:00Z')).toBe('15 ஜனவரி, 2026');
  });

  it('writes the same as English Intl does, for every month', () => {
    const en = translate('en');
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Colombo',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    for (let month = 0; month < 12; month++) {
      const at = new Date(Date.UTC(2026, month, 9, 12));
      expect(formatDate(en, at)).toBe(intl.format(at));
    }
  });

  it('takes the day in the shop’s time zone, wherever it is drawn', () => {
    // 20:00 in London is 01:30 the next morning in Colombo.
    expect(formatDate(translate('en'), '2026-12-31T20:00:00Z')).toBe('Jan 1, 2027');
    expect(formatDate(translate('si'), '2026-12-31T18:29:00Z')).toBe('2026 දෙසැම්බර් 31');
  });

  it('writes nothing for a date that is not one', () => {
    expect(formatDate(translate('ta'), 'not a date')).toBe('');
  });
});
