import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type { ContentKey } from '../content/content.rules';
import type { ContentAnswer, ContentSaveInput } from '../content/content.schemas';
import type { Language } from '../language/languages';
import type { Http } from './http';

/** The owner's texts (PRODUCT §16): anyone reads them, admins save them. */
export function contentClient(http: Http) {
  return {
    read: async (key: ContentKey, language: Language = 'en') =>
      (
        await http<ContentAnswer>(callOf(apiRoutes.content.read, { key }), {
          query: { language },
          auth: false,
        })
      ).data,
    save: async (key: ContentKey, input: ContentSaveInput) =>
      (await http<ContentAnswer>(callOf(apiRoutes.content.save, { key }), { body: input })).data,
  };
}
