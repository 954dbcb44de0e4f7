import type { Router } from 'express';
import { TOTAL_COUNT_HEADER } from '@wallart/domain';
import { reviewsEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import { isAdmin } from '../../lib/actor';
import { ipKeyOf } from '../../lib/ip-key';
import { createCallLimiter, type LimiterStore } from '../../lib/rate-limit';
import type { ProductReviews } from './product-reviews.service';
import type { ReviewsService } from './reviews.service';

export function reviewsRoutes(reviews: ReviewsService, guard: Guards, store: LimiterStore): Router {
  const perIp = createCallLimiter(store, 'reviewsPerIp');

  return endpointRoutes({ mount: '/api/review', guard }, [
    // Paged as products are (decision 0034): without page or limit, the newest 24 published.
    // `all` and `status` mean something only with an admin's token.
    on(reviewsEndpoints.list, async (req, res, { query }) => {
      const { all, status, page, limit } = query;
      const staff = all === 'true' && isAdmin(req.actor) ? { status } : undefined;
      const found = await reviews.list({ page, limit, staff });
      res.set(TOTAL_COUNT_HEADER, String(found.total));
      res.json(found.items);
    }),
    // Only reviews that would be kept count, so fixing a form never uses the allowance up.
    on(reviewsEndpoints.create, async (req, res, { body }) => {
      await perIp(ipKeyOf(req.ip));
      res.status(201).json(await reviews.create(body, req.actor ?? null));
    }),
    on(reviewsEndpoints.moderate, async (req, res, { params, body }) => {
      res.json(await reviews.moderate(actorOf(req), Number(params.id), body));
    }),
    on(reviewsEndpoints.remove, async (req, res, { params }) => {
      await reviews.remove(actorOf(req), Number(params.id));
      res.json({ message: 'Review deleted' });
    }),
  ]);
}

/** A print's reviews by its buyers, under `/api/product/{productId}/reviews` (PRODUCT §16). */
export function productReviewsRoutes(
  reviews: ProductReviews,
  guard: Guards,
  store: LimiterStore,
): Router {
  const perIp = createCallLimiter(store, 'reviewsPerIp');
  return endpointRoutes({ mount: '/api/product', guard }, [
    on(reviewsEndpoints.ofProduct, async (_req, res, { params, query }) => {
      res.json(await reviews.list(params.productId, query));
    }),
    on(reviewsEndpoints.writeForProduct, async (req, res, { params, body }) => {
      await perIp(ipKeyOf(req.ip));
      res.status(201).json(await reviews.write(actorOf(req), params.productId, body));
    }),
  ]);
}
