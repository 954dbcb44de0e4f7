import { z } from 'zod';
import {
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewModerateSchema,
  reviewSchema,
} from '../../review/review.schemas';
import { apiRoutes } from '../api-routes';
import { defineEndpoints, json, message } from './endpoint';

/** A review's id in a path; any other is no review (404). */
export const reviewIdSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,15}$/) });

const tag = 'Reviews';
const review = reviewSchema.meta({ id: 'Review' });

export const reviewsEndpoints = defineEndpoints(apiRoutes.reviews, {
  list: {
    tag,
    summary: 'Reviews, newest first (hidden ones too for an admin asking `all=true`)',
    query: reviewListQuerySchema,
    answers: [json(200, 'The reviews', z.array(review))],
  },
  create: {
    tag,
    summary: 'Write a review',
    body: { schema: reviewCreateSchema },
    answers: [json(201, 'The review', review)],
    errors: ['rate_limited'],
  },
  moderate: {
    tag,
    summary: 'Hide or show a review',
    params: reviewIdSchema,
    paramsNotFound: 'Review',
    body: { schema: reviewModerateSchema },
    answers: [json(200, 'The review', review)],
    errors: ['not_found'],
  },
  remove: {
    tag,
    summary: 'Delete a review',
    params: reviewIdSchema,
    paramsNotFound: 'Review',
    answers: [message('Deleted')],
    errors: ['not_found'],
  },
});
