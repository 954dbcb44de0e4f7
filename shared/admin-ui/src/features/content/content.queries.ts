import type { ContentKey, ContentSaveInput, Language } from '@wallart/domain';
import { adminResource } from '../../lib/admin-resource';

const content = adminResource({
  name: 'content',
  list: (api, { key, language }: { key: ContentKey; language: Language }) =>
    api.content.read(key, language),
  listError: 'The text could not be loaded',
});

/** One shop text in one language, as shoppers read it (English where it has none). */
export const useShopText = content.useList;

export const useSaveShopText = content.write({
  write: (api, { key, input }: { key: ContentKey; input: ContentSaveInput }) =>
    api.content.save(key, input),
  meta: { errorMessage: 'The text could not be saved', withRefusal: true },
});
