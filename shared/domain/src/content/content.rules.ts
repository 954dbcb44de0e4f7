/**
 * Shop content the owner edits (PRODUCT §16): the home page's Why Choose Us and the static
 * pages, in Markdown, per language with English as the fallback. A text names a setting in
 * braces, `{returnDays}`, and shows its current value wherever it is read, so a page never
 * drifts from what checkout charges. A page made of parts (the FAQ's questions, Why Choose
 * Us's cards) writes each part as a `## ` heading and the text under it (decision 0154).
 */
import type { Language } from '../language/languages';
import { formatLKR, withThousands } from '../money/money.rules';

export const CONTENT_KEYS = [
  'why-choose-us',
  'about',
  'faq',
  'shipping',
  'returns',
  'privacy',
  'terms',
] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

/** The settings a text may name, and what they read as where it is shown. */
export const CONTENT_SETTINGS = [
  'freeShippingThreshold',
  'returnDays',
  'shopName',
  'shopEmail',
  'shopPhone',
  'shopAddress',
] as const;
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

/** The settings a text may name, as the content API answers them. */
export interface ContentSettings {
  freeShippingThreshold: number;
  returnDays: number;
  shopName: string;
  shopEmail: string;
  shopPhone: string;
  shopAddress: string;
}

/** The settings as a text shows them: whole rupees without decimals, as SPEC writes them. */
export function contentValues(settings: ContentSettings): ContentValues {
  return {
    ...settings,
    freeShippingThreshold: policyAmountLabel(settings.freeShippingThreshold),
    returnDays: String(settings.returnDays),
  };
}

export interface ContentSection {
  heading: string;
  body: string;
}

/**
 * A text read as parts: what comes before its first `## ` heading (the intro), then each
 * heading with the text under it. A `### ` or deeper heading stays inside its part.
 */
export function contentSections(text: string): { intro: string; sections: ContentSection[] } {
  const [intro = '', ...parts] = text.split(/^## /m);
  return {
    intro: intro.trim(),
    sections: parts.map((part) => {
      const end = part.indexOf('\n');
      const heading = (end < 0 ? part : part.slice(0, end)).trim();
      return { heading, body: end < 0 ? '' : part.slice(end + 1).trim() };
    }),
  };
}
