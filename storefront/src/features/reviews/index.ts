import { lazy } from 'react';
import { loadSections } from '../../i18n/catalogues';

/**
 * What other features use of the reviews: the product page's rating line, asked for once the
 * page is on screen (Suspense, keeping its room), and its buyers' reviews.
 */
export const ProductRating = lazy(() =>
  import('./product-rating').then((m) => ({ default: m.ProductRating })),
);

/** The print's reviews and the buyer's form, loaded after the page's first paint (Suspense). */
export const ProductReviews = lazy(() =>
  Promise.all([import('./product-reviews'), loadSections(['reviews'])]).then(([m]) => ({
    default: m.ProductReviews,
  })),
);
