import { z } from 'zod';
import {
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewModerateSchema,
  reviewSchema,
} from '@wallart/domain';
import { json, message, type ApiOperation } from '../../http/openapi/operation';
import { reviewIdSchema } from './reviews.routes';

const tag = 'Reviews';
const review = reviewSchema.meta({ id: 'Review' });

export const reviewsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/review',
    tag,
    summary: 'Reviews, newest first (hidden ones too for an admin asking `all=true`)',
    auth: 'optional',
    query: reviewListQuerySchema,
    answers: [json(200, 'The reviews', z.array(review))],
  },
  {
    method: 'post',
    path: '/api/review',
    tag,
    summary: 'Write a review',
    auth: 'optional',
    body: { schema: reviewCreateSchema },
    answers: [json(201, 'The review', review)],
    errors: ['rate_limited'],
  },
  {
    method: 'patch',
    path: '/api/review/:id',
    tag,
    summary: 'Hide or show a review',
    auth: 'admin',
    params: reviewIdSchema,
    body: { schema: reviewModerateSchema },
    answers: [json(200, 'The review', review)],
    errors: ['not_found'],
  },
  {
    method: 'delete',
    path: '/api/review/:id',
    tag,
    summary: 'Delete a review',
    auth: 'admin',
    params: reviewIdSchema,
    answers: [message('Deleted')],
    errors: ['not_found'],
  },
];
