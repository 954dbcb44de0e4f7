import type { Request } from 'express';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  languageAlternates,
  languageBase,
  splitLanguagePath,
  type Language,
} from '@wallart/domain';

/** A storefront page's language (from its address) and what its head says of it. */
export interface PageLanguageHead {
  lang: Language;
  /** `<link rel="alternate" hreflang>` for its three versions and x-default; none without a public URL. */
  alternates: { hreflang: string; href: string }[];
}

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);
/** Pages outside the shop (staff screens, the test page) name no languages. */
const OUTSIDE_SHOP = /^\/(admin|testing)(\/|$)/i;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The language and alternates of the page at this address. */
export function pageLanguage(pathname: string, search: string, publicUrl?: string) {
  const { lang, path } = splitLanguagePath(pathname);
  const shop = !OUTSIDE_SHOP.test(path);
  const alternates = publicUrl && shop ? languageAlternates(publicUrl, pathname, search) : [];
  return { lang, path, head: { lang, alternates } satisfies PageLanguageHead };
}

/** Writes the page's `<html lang>` and its alternates into the page. */
export function withPageLanguage(html: string, { lang, alternates }: PageLanguageHead): string {
  let page = html.replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`);
  if (alternates.length) {
    const links = alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escape(href)}">`,
    );
    page = page.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
  }
  return page;
}

/**
 * Where the shop's root sends a returning shopper: their remembered language's home, or
 * nowhere (null) for English, no cookie or any other address. Any other address keeps its
 * own language: the URL wins.
 */
export function rememberedHome(req: Pick<Request, 'path' | 'headers'>): string | null {
  if (req.path !== '/') return null;
  const cookie = COOKIE.exec(req.headers.cookie ?? '')?.[1];
  if (!isLanguage(cookie) || cookie === DEFAULT_LANGUAGE) return null;
  return `${languageBase(cookie)}/`;
}
