import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type { QuoteView } from '../inbox/quote.schemas';
import type { Http } from './http';

/** A custom-art quote behind its private link (PRODUCT §9). */
export function quoteClient(http: Http) {
  return {
    /** What the link shows (anyone holding it); any other token is a 404. */
    get: async (token: string) =>
      (await http<QuoteView>(callOf(apiRoutes.quotes.get, { token }), { auth: false })).data,
    /** Accepts it, signed in with the request's address: answers the one-off product. */
    accept: async (token: string) =>
      (await http<QuoteView>(callOf(apiRoutes.quotes.accept, { token }))).data,
  };
}
