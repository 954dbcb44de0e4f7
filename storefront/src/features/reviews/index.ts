/** What other features use of the reviews: the product page's rating and its buyers' reviews. */
export { ProductRating, ProductReviews } from './product-reviews';
