import type { Language } from '../language/languages';
import type { ContentKey } from './content.rules';
import { DEMO_PAGES_EN } from './content.demo.en';
import { DEMO_PAGES_SI } from './content.demo.si';
import { DEMO_PAGES_TA } from './content.demo.ta';

const inEach = (key: ContentKey): Record<Language, string> => ({
  en: DEMO_PAGES_EN[key],
  si: DEMO_PAGES_SI[key],
  ta: DEMO_PAGES_TA[key],
});

/**
 * The demo shop's content: SPEC's words, in English, Sinhala and Tamil, with the policy figures
 * and the shop's contact named as settings. A text nobody has saved reads as this.
 */
export const DEMO_CONTENT: Record<ContentKey, Record<Language, string>> = {
  'why-choose-us': inEach('why-choose-us'),
  about: inEach('about'),
  faq: inEach('faq'),
  shipping: inEach('shipping'),
  returns: inEach('returns'),
  privacy: inEach('privacy'),
  terms: inEach('terms'),
};
