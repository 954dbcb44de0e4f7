import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  contentValues,
  fillContent,
  type ContentKey,
  type FirstData,
  type Language,
} from '@wallart/domain/rules';
import { useShopLanguage } from '../../i18n/i18n';
import { api } from '../../lib/api';

export const contentQueries = {
  text: (key: ContentKey, language: Language) =>
    queryOptions({
      queryKey: ['content', key, language] as const,
      queryFn: () => api.content.read(key, language),
      staleTime: 60_000,
    }),
};

/**
 * The owner's text in the page's language (English where it has none), its named settings
 * filled in; undefined until it has arrived.
 */
export function useShopText(key: ContentKey): string | undefined {
  const { lang } = useShopLanguage();
  const { data } = useQuery(contentQueries.text(key, lang));
  return data && fillContent(data.body, contentValues(data.settings));
}

/** Seeds the texts the server wrote into the page, as it does the catalogue's. */
export function seedContentQueries(client: QueryClient, data: FirstData, updatedAt = Date.now()) {
  for (const text of data.content?.texts ?? []) {
    const { queryKey } = contentQueries.text(text.key, data.content?.language ?? 'en');
    client.setQueryData(queryKey, text, { updatedAt });
  }
}
