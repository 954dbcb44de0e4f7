/**
 * Shop content the owner edits (PRODUCT §16): the home page's shipping promise and the
 * shipping and returns pages, in Markdown, per language with English as the fallback. A text
 * names a setting in braces, `{returnDays}`, and shows its current value wherever it is read,
 * so a page never drifts from what checkout charges.
 */
import type { Language } from '../language/languages';
import { formatLKR, withThousands } from '../money/money.rules';

export const CONTENT_KEYS = ['home-shipping', 'shipping', 'returns'] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

/** The settings a text may name, and what they read as where it is shown. */
export const CONTENT_SETTINGS = ['freeShippingThreshold', 'returnDays', 'shopEmail'] as const;
export type ContentSetting = (typeof CONTENT_SETTINGS)[number];
export type ContentValues = Record<ContentSetting, string>;

export const MAX_CONTENT_LENGTH = 20_000;

const NAMED = /\{([A-Za-z]+)\}/g;

/** The text with each named setting replaced by its value; any other braces stay as written. */
export function fillContent(text: string, values: ContentValues): string {
  return text.replace(NAMED, (whole, name: string) =>
    (CONTENT_SETTINGS as readonly string[]).includes(name) ? values[name as ContentSetting] : whole,
  );
}

/** The names in braces a text uses that are not settings: a save with any is refused. */
export function unknownSettings(text: string): string[] {
  const names = [...text.matchAll(NAMED)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((n) => !(CONTENT_SETTINGS as readonly string[]).includes(n)))];
}

/** What a stored text reads as: the language's own, else the English one, else the demo's. */
export function pickContent(
  stored: Partial<Record<Language, string>>,
  language: Language,
  demo: Record<Language, string>,
): { language: Language; body: string } {
  const own = stored[language];
  if (own !== undefined) return { language, body: own };
  if (stored.en !== undefined) return { language: 'en', body: stored.en };
  return { language, body: demo[language] };
}

/** A policy's amount as the shop's texts write it: "LKR 5,000", cents only when it has them. */
export const policyAmountLabel = (amount: number): string =>
  Number.isInteger(amount) ? `LKR ${withThousands(amount)}` : formatLKR(amount);

/** The settings as a text shows them: whole rupees without decimals, as SPEC writes them. */
export function contentValues(settings: {
  freeShippingThreshold: number;
  returnDays: number;
  shopEmail: string;
}): ContentValues {
  return {
    freeShippingThreshold: policyAmountLabel(settings.freeShippingThreshold),
    returnDays: String(settings.returnDays),
    shopEmail: settings.shopEmail,
  };
}
