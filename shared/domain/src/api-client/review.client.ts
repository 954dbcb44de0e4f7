import { paths } from '../api-contract/paths';
import type { Review, ReviewCreateInput } from '../review/review.schemas';
import type { MessageResponse } from '../user/user.schemas';
import type { Http } from './http';

export function reviewClient(http: Http) {
  return {
    /** Visible reviews for shoppers; an admin's token also brings hidden ones with `all`. */
    list: async (options: { all?: boolean } = {}) =>
      (await http<Review[]>(paths.review.list, { query: { all: options.all } })).data,
    /** Anyone may review; a signed-in author's token links the review to their account. */
    create: async (input: ReviewCreateInput) =>
      (await http<Review>(paths.review.list, { method: 'POST', body: input })).data,
    setHidden: async (id: string, isHidden: boolean) =>
      (await http<Review>(paths.review.byId(id), { method: 'PATCH', body: { isHidden } })).data,
    remove: async (id: string) =>
      (await http<MessageResponse>(paths.review.byId(id), { method: 'DELETE' })).data,
  };
}
