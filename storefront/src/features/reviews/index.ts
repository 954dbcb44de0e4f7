import { lazy } from 'react';

/**
 * What other features use of the reviews: the product page's rating line, asked for once the
 * page is on screen (Suspense, keeping its room), and its buyers' reviews.
 */
export const ProductRating = lazy(() =>
  import('./product-rating').then((m) => ({ default: m.ProductRating })),
);

/** The print's reviews and the buyer's form, loaded after the page's first paint (Suspense). */
export const ProductReviews = lazy(() =>
  import('./product-reviews').then((m) => ({ default: m.ProductReviews })),
);
