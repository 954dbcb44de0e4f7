import { createContext, use, useMemo, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, languageBase, type Language } from '@wallart/domain/rules';
import type english from './locales/en.json';
import { formatMessage, type CompiledMessage, type MessageValues } from './format-message';

/** The keys of the shop's texts: the English catalogue is the list every language follows. */
export type MessageKey = keyof typeof english;
export type Messages = Record<string, CompiledMessage>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;
export type { MessageValues };

/** The page's language and its texts (compiled), loaded before they are drawn. */
export interface PageLanguage {
  lang: Language;
  messages: Messages;
}

export interface ShopLanguage {
  lang: Language;
  /** The router's base for the language: '' or '/si' or '/ta'. */
  base: string;
  t: Translate;
}

function shopLanguage({ lang, messages }: PageLanguage): ShopLanguage {
  return {
    lang,
    base: languageBase(lang),
    // A key with no text shows as itself: the catalogue test keeps that from shipping.
    t: (key, values) => formatMessage(lang, messages[key] ?? key, values),
  };
}

/** Outside a provider (screens drawn alone in tests): English, which the test setup fills. */
export const standaloneLanguage: PageLanguage = { lang: DEFAULT_LANGUAGE, messages: {} };
export const LanguageContext = createContext<ShopLanguage>(shopLanguage(standaloneLanguage));

export function LanguageProvider({ page, children }: { page: PageLanguage; children: ReactNode }) {
  const value = useMemo(() => shopLanguage(page), [page]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** The shop's texts in the page's language: `t('nav.home')`, `t('header.cart', { count })`. */
export const useShopLanguage = () => use(LanguageContext);
export const useT = () => use(LanguageContext).t;
