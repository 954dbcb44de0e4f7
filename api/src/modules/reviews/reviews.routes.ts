import { Router, type Request } from 'express';
import { z } from 'zod';
import { reviewCreateSchema, reviewModerateSchema } from '@wallart/domain';
import { actorOf } from '../../http/auth';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import { isAdmin } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { createCallLimiter, type LimiterStore } from '../../lib/rate-limit';
import type { ReviewsService } from './reviews.service';

export const REVIEW_LIMIT = { points: 5, durationSeconds: 10 * 60 };

export const reviewIdSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,15}$/) });
export const reviewListQuerySchema = z.object({ all: z.enum(['true', 'false']).optional() });

function reviewId(req: Request): number {
  const result = reviewIdSchema.safeParse(req.params);
  if (!result.success) throw notFound('Review');
  return Number(result.data.id);
}

export function reviewsRoutes(reviews: ReviewsService, guard: Guards, store: LimiterStore): Router {
  const router = Router();
  const perIp = createCallLimiter(store, { prefix: 'review-ip', ...REVIEW_LIMIT });

  router.get('/', guard.optional, async (req, res) => {
    const { all } = parse(reviewListQuerySchema, req.query);
    res.json(await reviews.list(all === 'true' && isAdmin(req.actor)));
  });

  router.post('/', guard.optional, async (req, res) => {
    // Only reviews that would be kept count, so fixing a form never uses the allowance up.
    const input = parse(reviewCreateSchema, req.body);
    await perIp(req.ip ?? 'unknown');
    res.status(201).json(await reviews.create(input, req.actor?.id ?? null));
  });

  router.patch('/:id', guard.admin, async (req, res) => {
    const id = reviewId(req);
    const { isHidden } = parse(reviewModerateSchema, req.body);
    res.json(await reviews.setHidden(actorOf(req), id, isHidden));
  });

  router.delete('/:id', guard.admin, async (req, res) => {
    await reviews.remove(actorOf(req), reviewId(req));
    res.json({ message: 'Review deleted' });
  });

  return router;
}
