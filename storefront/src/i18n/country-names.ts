import { useQuery } from '@tanstack/react-query';
import {
  isTranslatedLanguage,
  type CountryNames,
  type TranslatedLanguage,
} from '@wallart/domain/rules';
import { useShopLanguage } from './i18n';

interface Territories {
  main: Record<string, { localeDisplayNames: { territories: Record<string, string> } }>;
}

/** CLDR's names of the countries, loaded with the screens that list them (checkout). */
const LOADERS: Record<TranslatedLanguage, () => Promise<{ default: unknown }>> = {
  si: () => import('cldr-localenames-modern/main/si/territories.json'),
  ta: () => import('cldr-localenames-modern/main/ta/territories.json'),
};

async function loadCountryNames(lang: TranslatedLanguage): Promise<CountryNames> {
  const { default: data } = await LOADERS[lang]();
  return (data as Territories).main[lang]?.localeDisplayNames.territories ?? {};
}

/**
 * The countries' names in the page's language: null in English (the runtime names them) and
 * until they have loaded, so the drawn page and the first browser render agree.
 */
export function useCountryNames(): CountryNames | null {
  const { lang } = useShopLanguage();
  const translated = isTranslatedLanguage(lang) ? lang : null;
  const names = useQuery({
    queryKey: ['country-names', translated],
    queryFn: () => (translated ? loadCountryNames(translated) : {}),
    enabled: translated !== null,
    staleTime: Infinity,
  });
  return translated ? (names.data ?? null) : null;
}
