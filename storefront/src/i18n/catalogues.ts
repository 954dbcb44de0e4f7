import sectionLoaders from 'virtual:shop-messages/loaders';
import type { Language } from '@wallart/domain/rules';
import type { Messages, PageLanguage } from './i18n';
import type { Section } from './sections';

type Load = () => Promise<{ default: Messages }>;
const loaders = sectionLoaders as Record<Language, Record<Section, Load>>;
const WHOLE = {
  en: () => import('virtual:shop-messages/en'),
  si: () => import('virtual:shop-messages/si'),
  ta: () => import('virtual:shop-messages/ta'),
} as Record<Language, Load>;

/** A whole language's texts: the server draws any page in any language. */
export async function loadMessages(lang: Language): Promise<Messages> {
  return (await WHOLE[lang]()).default;
}

let browserPage: PageLanguage | null = null;

/**
 * The browser's page language: its texts start empty and grow by section as screens load
 * (see loadSections). One language per page load: switching languages loads another page.
 */
export function startBrowserLanguage(lang: Language): PageLanguage {
  browserPage = { lang, messages: {} };
  return browserPage;
}

/**
 * Adds these sections of the page's language to the browser's texts, before the screen that
 * shows them draws. Does nothing where no browser language was started (the server, tests).
 */
export async function loadSections(sections: readonly Section[]): Promise<void> {
  const page = browserPage;
  if (!page) return;
  const loaded = await Promise.all(sections.map((section) => loaders[page.lang][section]()));
  for (const { default: messages } of loaded) Object.assign(page.messages, messages);
}
