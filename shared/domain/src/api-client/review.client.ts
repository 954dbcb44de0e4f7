import { type Page } from '../api-contract/paging';
import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type {
  ProductReviewCreateInput,
  ProductReviewPage,
  Review,
  ReviewCreateInput,
  ReviewListQueryInput,
} from '../review/review.schemas';
import type { MessageResponse } from '../user/user.schemas';
import { requestPage, type Http } from './http';

/** The list's query as a caller writes it: `all` as a boolean. */
export type ReviewListQuery = Omit<ReviewListQueryInput, 'all'> & { all?: boolean | undefined };

export function reviewClient(http: Http) {
  return {
    /**
     * A page of the published reviews, newest first (decision 0034); an admin's token also
     * brings hidden and waiting ones with `all`, narrowed by `status`.
     */
    list: (query: ReviewListQuery = {}): Promise<Page<Review>> =>
      requestPage(http, callOf(apiRoutes.reviews.list), query),
    /**
     * Anyone may review; a signed-in author's token links the review to their account. The
     * answer says whether it waits for staff (`isApproved: false`, decision 0035).
     */
    create: async (input: ReviewCreateInput) =>
      (await http<Review>(callOf(apiRoutes.reviews.create), { body: input })).data,
    setHidden: async (id: string, isHidden: boolean) =>
      (await http<Review>(callOf(apiRoutes.reviews.moderate, { id }), { body: { isHidden } })).data,
    /** Staff publish a review that waits for approval. */
    approve: async (id: string) =>
      (
        await http<Review>(callOf(apiRoutes.reviews.moderate, { id }), {
          body: { isApproved: true },
        })
      ).data,
    remove: async (id: string) =>
      (await http<MessageResponse>(callOf(apiRoutes.reviews.remove, { id }))).data,
    /** A print's published reviews, newest first, with the rating its page shows. */
    ofProduct: async (productId: string, query: { page?: number; limit?: number } = {}) =>
      (
        await http<ProductReviewPage>(callOf(apiRoutes.reviews.ofProduct, { productId }), {
          query,
          auth: false,
        })
      ).data,
    /** A buyer's review of a print they received. */
    writeForProduct: async (productId: string, input: ProductReviewCreateInput) =>
      (
        await http<Review>(callOf(apiRoutes.reviews.writeForProduct, { productId }), {
          body: input,
        })
      ).data,
  };
}
