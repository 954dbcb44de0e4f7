import sectionLoaders from 'virtual:shop-messages/loaders';
import { DEFAULT_LANGUAGE, type Language } from '@wallart/domain/rules';
import { formatMessage } from './format-message';
import type { Messages, PageLanguage } from './i18n';
import type { findRule } from './rule-messages';
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
  loading.clear();
  loaded.clear();
  waits.clear();
  return browserPage;
}

/**
 * Adds these sections of the page's language to the browser's texts, before the screen that
 * shows them draws. Does nothing where no browser language was started (the server, tests).
 */
export async function loadSections(sections: readonly Section[]): Promise<void> {
  await sectionsLoading(sections);
}

/** Each section's loading in the page's language, once a page load; and those it holds. */
const loading = new Map<Section, Promise<void>>();
const loaded = new Set<Section>();
/** Each wait a screen was given, by its sections: the same one on every render after. */
const waits = new Map<string, Promise<void>>();

/**
 * The loading of those of these sections the browser's texts still lack, or null when it has
 * them all (and always on the server, which holds every text). The same loading is answered
 * while it runs, so a screen may wait for it with `use`.
 */
export function sectionsLoading(sections: readonly Section[]): Promise<void> | null {
  const page = browserPage;
  const missing = sections.filter((section) => !loaded.has(section));
  if (!page || missing.length === 0) return null;
  return Promise.all(
    missing.map((section) => {
      let load = loading.get(section);
      if (!load) {
        load = loaders[page.lang][section]().then(({ default: messages }) => {
          Object.assign(page.messages, messages);
          loaded.add(section);
        });
        // A failed load may be tried again.
        load.catch(() => loading.delete(section));
        loading.set(section, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

/**
 * For a screen to wait on with `use`: null when its sections were there when first asked,
 * else the one loading it was given then, on every render after (React marks it settled and
 * wants a render that waited to wait again when it is drawn anew).
 */
export function sectionsWait(sections: readonly Section[]): Promise<void> | null {
  const key = sections.join(' ');
  const kept = waits.get(key);
  if (kept) return kept;
  const wait = sectionsLoading(sections);
  if (!wait) return null;
  waits.set(key, wait);
  // A failed load may be tried again by the next mount.
  wait.catch(() => waits.delete(key));
  return wait;
}

/**
 * The English rules' texts, by which a message of the rules or the API is known, and the
 * matching itself: both loaded with the first form, never with a page.
 */
let englishRules: Messages | null = null;
let matchRule: typeof findRule | null = null;

/**
 * Loads the rules' texts in the page's language, and in English to know the messages by: for
 * the screens whose forms and calls can show them. English pages need nothing more.
 */
export async function loadRuleTexts(): Promise<void> {
  const page = browserPage;
  if (!page || page.lang === DEFAULT_LANGUAGE) return;
  const english = englishRules
    ? null
    : Promise.all([loaders[DEFAULT_LANGUAGE].rules(), import('./rule-messages')]).then(
        ([{ default: messages }, { findRule: find }]) => {
          englishRules = messages;
          matchRule = find;
        },
      );
  await Promise.all([english, loadSections(['rules'])]);
}

/**
 * A message of the shop's rules or of the API (in English, as they give it) in the page's
 * language; null when the catalogues do not know it or its texts have not loaded. English
 * pages, the server and screens drawn alone show it as it is.
 */
export function ruleText(message: string): string | null {
  const page = browserPage;
  if (!page || page.lang === DEFAULT_LANGUAGE) return message;
  const found = englishRules && matchRule ? matchRule(message, englishRules) : null;
  const text = found ? page.messages[found.key] : undefined;
  return found && text ? formatMessage(page.lang, text, found.values) : null;
}
