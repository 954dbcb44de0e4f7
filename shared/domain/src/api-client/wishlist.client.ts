import { type Page } from '../api-contract/paging';
import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type { Product } from '../product/product.schemas';
import type {
  RestockAnswer,
  RestockRequestInput,
  WishlistEntry,
} from '../wishlist/wishlist.schemas';
import { requestPage, type Http } from './http';

/** The signed-in shopper's saved prints, and anyone's back-in-stock requests (decision 0043). */
export function wishlistClient(http: Http) {
  return {
    /** The saved prints, newest saved first, as a page of the catalogue. */
    list: (query: { page?: number; limit?: number } = {}): Promise<Page<Product>> =>
      requestPage(http, callOf(apiRoutes.wishlist.list), query),
    get: async (productId: string) =>
      (await http<WishlistEntry>(callOf(apiRoutes.wishlist.get, { productId }))).data,
    /** Saves the print; saving it again changes nothing. */
    save: async (productId: string) =>
      (await http<WishlistEntry>(callOf(apiRoutes.wishlist.save, { productId }))).data,
    /** Takes the print off the list; taking it off again changes nothing. */
    remove: async (productId: string) =>
      (await http<WishlistEntry>(callOf(apiRoutes.wishlist.remove, { productId }))).data,
    /** One mail when the sold-out size is back; a size in stock is refused (409 `in_stock`). */
    notify: async (productId: string, input: RestockRequestInput) =>
      (
        await http<RestockAnswer>(callOf(apiRoutes.wishlist.notify, { productId }), {
          body: input,
          auth: false,
        })
      ).data,
    /** Ends every pending back-in-stock request of the address the mail went to. */
    stop: async (token: string) =>
      (
        await http<RestockAnswer>(callOf(apiRoutes.wishlist.stop, { token }), {
          auth: false,
        })
      ).data,
  };
}
