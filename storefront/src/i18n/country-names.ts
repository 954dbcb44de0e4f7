import { useQuery } from '@tanstack/react-query';
import type { CountryNames } from '@wallart/domain/rules';
import { useShopLanguage } from './i18n';

interface Territories {
  main: Record<string, { localeDisplayNames: { territories: Record<string, string> } }>;
}

/** CLDR's names of the countries, loaded with the screens that list them (checkout). */
const LOADERS = {
  si: () => import('cldr-localenames-modern/main/si/territories.json'),
  ta: () => import('cldr-localenames-modern/main/ta/territories.json'),
} as const satisfies Record<string, () => Promise<{ default: unknown }>>;

async function loadCountryNames(lang: keyof typeof LOADERS): Promise<CountryNames> {
  const { default: data } = await LOADERS[lang]();
  return (data as Territories).main[lang]?.localeDisplayNames.territories ?? {};
}

/**
 * The countries' names in the page's language: null in English (the runtime names them) and
 * until they have loaded, so the drawn page and the first browser render agree.
 */
export function useCountryNames(): CountryNames | null {
  const { lang } = useShopLanguage();
  const names = useQuery({
    queryKey: ['country-names', lang],
    queryFn: () => loadCountryNames(lang === 'en' ? 'si' : lang),
    enabled: lang !== 'en',
    staleTime: Infinity,
  });
  return lang === 'en' ? null : (names.data ?? null);
}
