import { sameSizeLabel } from '../sizes/size-label.rules';

/**
 * Wishlist and back-in-stock (PRODUCT §9, decision 0043): the limits and the words a shopper
 * sees, the same on the server and in the storefront.
 */

/** The most prints one account keeps saved; one page of `GET /api/wishlist` holds them all. */
export const WISHLIST_MAX_ITEMS = 100;

/** The answer to `POST /api/product/{productId}/notify` once the request is kept. */
export const RESTOCK_REQUEST_MESSAGE =
  'Thank you! We will e-mail you once, when this size is back in stock.';

/** The refusal when the size asked about can be bought now (409 `in_stock`). */
export const RESTOCK_IN_STOCK_MESSAGE = 'This size is in stock: you can order it now.';

/**
 * The most pending back-in-stock requests one address may have, across the shop: it bounds
 * what one restock can mail to an address somebody else typed in (decision 0100).
 */
export const RESTOCK_MAX_PENDING_PER_ADDRESS = 10;

/** The refusal (409 `conflict`) of a request past that cap. */
export const RESTOCK_TOO_MANY_MESSAGE =
  `This e-mail address is already waiting for ${RESTOCK_MAX_PENDING_PER_ADDRESS} sizes to come back, ` +
  'the most we keep at once. We will write as each one returns; you can ask for another after that.';

/** What the stop link confirms, every time it is used. */
export const RESTOCK_STOPPED_MESSAGE =
  'You will no longer get back-in-stock mail or requests for reviews.';

interface Stocked {
  size: string;
  /** Null: no limit (a digital tier), never out of stock, so never restocked. */
  stock: number | null;
}

/**
 * The sizes a write restocked: each size of `after` with stock whose size in `before` (the
 * same label) had none, or was not there. Stock moving between two positive numbers, or going
 * to 0, restocks nothing.
 */
export function restockedSizes(before: readonly Stocked[], after: readonly Stocked[]): string[] {
  return after
    .filter((size) => size.stock !== null && size.stock > 0)
    .filter((size) => {
      const was = before.find((b) => sameSizeLabel(b.size, size.size));
      return !was || (was.stock !== null && was.stock <= 0);
    })
    .map((size) => size.size);
}
