import { lazy } from 'react';

/** What other features use of the wishlist: the heart on cards and the product page. */
export { WishlistHeart } from './wishlist-heart';

/**
 * The product page's "Tell me when it's back" form, loaded when a print with a sold-out size
 * is shown (wrap it in Suspense).
 */
export const BackInStockForm = lazy(() =>
  import('./back-in-stock-form').then((m) => ({ default: m.BackInStockForm })),
);
