import { lazy } from 'react';

/** What other features use of the reviews: the product page's rating and its buyers' reviews. */
export { ProductRating } from './product-rating';

/** The print's reviews and the buyer's form, loaded after the page's first paint (Suspense). */
export const ProductReviews = lazy(() =>
  import('./product-reviews').then((m) => ({ default: m.ProductReviews })),
);
