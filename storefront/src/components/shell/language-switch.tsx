import { Anchor, Group } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LANGUAGES,
  pathInLanguage,
  type Language,
} from '@wallart/domain/rules';
import { useShopLanguage } from '../../i18n/i18n';

const SHORT_NAMES: Record<Language, string> = { en: 'EN', si: 'සිං', ta: 'தமி' };
const YEAR_SECONDS = 365 * 24 * 3600;

/** Remembers the shopper's choice, so the shop's root opens in it next time (URL wins). */
export function rememberLanguage(lang: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * The same page in the other languages: plain links, since each language is its own page
 * (drawn by the server in that language, with its own catalogue).
 */
export function LanguageSwitch() {
  const { lang, t } = useShopLanguage();
  const { pathname, search } = useLocation();
  return (
    <Group component="nav" aria-label={t('header.language')} gap={2} wrap="nowrap">
      {LANGUAGES.filter((other) => other !== lang).map((other) => (
        <Anchor
          key={other}
          href={`${pathInLanguage(other, pathname)}${search}`}
          hrefLang={other}
          lang={other}
          aria-label={LANGUAGE_NAMES[other]}
          onClick={() => rememberLanguage(other)}
          c="ink.7"
          fz="sm"
          px={6}
          py={12}
        >
          {SHORT_NAMES[other]}
        </Anchor>
      ))}
    </Group>
  );
}
