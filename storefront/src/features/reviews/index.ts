import { createElement, lazy, use } from 'react';
import { sectionsWait } from '../../i18n/catalogues';

/**
 * What other features use of the reviews: the product page's rating line, asked for once the
 * page is on screen (Suspense, keeping its room), and its buyers' reviews.
 */
export const ProductRating = lazy(() =>
  import('./product-rating').then((m) => ({ default: m.ProductRating })),
);

/** The print's reviews and the buyer's form, loaded after the page's first paint (Suspense). */
const Reviews = lazy(() =>
  import('./product-reviews').then((m) => ({ default: m.ProductReviews })),
);
export function ProductReviews(props: { productId: string }) {
  // Their texts arrive with their code: the page's first load carries neither.
  const waiting = sectionsWait(['reviews']);
  if (waiting) use(waiting);
  return createElement(Reviews, props);
}
