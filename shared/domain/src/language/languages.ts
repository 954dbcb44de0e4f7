/**
 * The storefront's languages (PRODUCT §12): English at the root, Sinhala under `/si/…` and
 * Tamil under `/ta/…`. The browser, the server and the sitemap read the prefix from here.
 */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps the shopper's last language, so `/` opens in it on a return visit. */
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Each language's name written in itself, for the switch in the header. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  si: 'සිංහල',
  ta: 'தமிழ்',
};

/** The router's base for a language: '' for English, `/si` or `/ta` for the others. */
export const languageBase = (lang: Language) => (lang === DEFAULT_LANGUAGE ? '' : `/${lang}`);

/** The language a path is in, and the path inside that language (always starting with '/'). */
export function splitLanguagePath(pathname: string): { lang: Language; path: string } {
  const [, prefix, path] = /^\/(si|ta)(\/.*)?$/i.exec(pathname) ?? [];
  if (!prefix) return { lang: DEFAULT_LANGUAGE, path: pathname || '/' };
  return { lang: prefix.toLowerCase() as Language, path: path ?? '/' };
}

/** The same page in another language: `/products` → `/si/products`, `/ta/` → `/`. */
export function pathInLanguage(lang: Language, pathname: string): string {
  const { path } = splitLanguagePath(pathname);
  const base = languageBase(lang);
  return base ? `${base}${path}` : path;
}

/**
 * The page's `<link rel="alternate" hreflang>` addresses: its three versions and x-default
 * (the English one), absolute from the shop's public address.
 */
export function languageAlternates(
  publicUrl: string,
  pathname: string,
  search = '',
): { hreflang: string; href: string }[] {
  const origin = publicUrl.replace(/\/+$/, '');
  const href = (lang: Language) => `${origin}${pathInLanguage(lang, pathname)}${search}`;
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: lang, href: href(lang) })),
    { hreflang: 'x-default', href: href(DEFAULT_LANGUAGE) },
  ];
}
