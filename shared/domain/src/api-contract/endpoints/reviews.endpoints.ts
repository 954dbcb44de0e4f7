import { z } from 'zod';
import { productListPathSchema } from '../../product/product.schemas';
import {
  productReviewCreateSchema,
  productReviewPageSchema,
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewModerateSchema,
  reviewSchema,
} from '../../review/review.schemas';
import { apiRoutes } from '../api-routes';
import { pagingQuerySchema } from '../paging.schemas';
import { defineEndpoints, json, message, pathNaming } from './endpoint';

/** A review's id in a path; any other is no review (404). */
export const reviewIdSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,15}$/) });

const review = reviewSchema.meta({ id: 'Review' });
const byId = pathNaming('Review', reviewIdSchema);
const { productId } = productListPathSchema;

export const reviewsEndpoints = defineEndpoints('Reviews', apiRoutes.reviews, {
  list: {
    summary: 'Reviews, newest first (hidden ones too for an admin asking `all=true`)',
    query: reviewListQuerySchema,
    answers: [json(200, 'The reviews', z.array(review))],
  },
  create: {
    summary: 'Write a review',
    body: { schema: reviewCreateSchema },
    answers: [json(201, 'The review', review)],
    errors: ['rate_limited'],
  },
  moderate: {
    summary: 'Hide or show a review',
    ...byId,
    body: { schema: reviewModerateSchema },
    answers: [json(200, 'The review', review)],
  },
  remove: {
    summary: 'Delete a review',
    ...byId,
    answers: [message('Deleted')],
  },
  ofProduct: {
    summary: "A print's published reviews, newest first, and its rating (else the shop's)",
    params: productId,
    query: pagingQuerySchema,
    answers: [json(200, 'The reviews and the rating', productReviewPageSchema)],
    errors: ['not_found'],
  },
  writeForProduct: {
    summary: 'Review a print the caller received (one per print and account)',
    params: productId,
    body: { schema: productReviewCreateSchema },
    answers: [json(201, 'The review', review)],
    errors: ['not_found', 'forbidden', 'duplicate', 'rate_limited'],
  },
});
