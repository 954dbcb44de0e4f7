import { Router, type Request } from 'express';
import {
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewModerateSchema,
  TOTAL_COUNT_HEADER,
} from '@wallart/domain';
import { actorOf } from '../../http/auth';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import { rowIdOf, rowIdParamsSchema } from '../../http/row-id';
import { isAdmin } from '../../lib/actor';
import { ipKeyOf } from '../../lib/ip-key';
import { createCallLimiter, type LimiterStore } from '../../lib/rate-limit';
import type { ReviewsService } from './reviews.service';

export const reviewIdSchema = rowIdParamsSchema;

const reviewId = (req: Request): number => rowIdOf(req, 'Review');

export function reviewsRoutes(reviews: ReviewsService, guard: Guards, store: LimiterStore): Router {
  const router = Router();
  const perIp = createCallLimiter(store, 'reviewsPerIp');

  // Paged as products are (decision 0034): without page or limit, the newest 24 published.
  // `all` and `status` mean something only with an admin's token.
  router.get('/', guard.optional, async (req, res) => {
    const { all, status, page, limit } = parse(reviewListQuerySchema, req.query);
    const staff = all === 'true' && isAdmin(req.actor) ? { status } : undefined;
    const found = await reviews.list({ page, limit, staff });
    res.set(TOTAL_COUNT_HEADER, String(found.total));
    res.json(found.items);
  });

  router.post('/', guard.optional, async (req, res) => {
    // Only reviews that would be kept count, so fixing a form never uses the allowance up.
    const input = parse(reviewCreateSchema, req.body);
    await perIp(ipKeyOf(req.ip));
    res.status(201).json(await reviews.create(input, req.actor ?? null));
  });

  router.patch('/:id', guard.admin, async (req, res) => {
    const id = reviewId(req);
    const change = parse(reviewModerateSchema, req.body);
    res.json(await reviews.moderate(actorOf(req), id, change));
  });

  router.delete('/:id', guard.admin, async (req, res) => {
    await reviews.remove(actorOf(req), reviewId(req));
    res.json({ message: 'Review deleted' });
  });

  return router;
}
