import type { RequestHandler, Response, Router } from 'express';
import { TOTAL_COUNT_HEADER } from '@wallart/domain';
import { wishlistEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import { ipKeyOf } from '../../lib/ip-key';
import { createCallLimiter, type LimiterStore } from '../../lib/rate-limit';
import type { ProductPage } from '../products/products.service';
import type { RestockAlerts } from './restock-alerts.service';
import type { WishlistService } from './wishlist.service';

function sendPage(res: Response, page: ProductPage) {
  res.set(TOTAL_COUNT_HEADER, String(page.total));
  res.json(page.items);
}

// A shopper's own list: never kept by a shared cache.
const privateAnswer: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};

/** `/api/wishlist`: the signed-in shopper's own list, and nobody else's. */
export function wishlistRoutes(wishlist: WishlistService, guard: Guards): Router {
  const options = {
    mount: '/api/wishlist',
    guard,
    guardAll: 'user' as const,
    use: [privateAnswer],
  };
  return endpointRoutes(options, [
    on(wishlistEndpoints.list, async (req, res, { query }) => {
      sendPage(res, await wishlist.list(actorOf(req).id, query));
    }),
    on(wishlistEndpoints.get, async (req, res, { params }) => {
      res.json(await wishlist.get(actorOf(req).id, params.productId));
    }),
    on(wishlistEndpoints.save, async (req, res, { params }) => {
      res.json(await wishlist.save(actorOf(req).id, params.productId));
    }),
    on(wishlistEndpoints.remove, async (req, res, { params }) => {
      res.json(await wishlist.remove(actorOf(req).id, params.productId));
    }),
  ]);
}

/** `POST /api/product/{productId}/notify`: anyone asks for one mail when a size is back. */
export function restockRequestRoutes(alerts: RestockAlerts, store: LimiterStore): Router {
  const perIp = createCallLimiter(store, 'restockRequestsPerIp');
  return endpointRoutes({ mount: '/api/product' }, [
    // Only requests that would be kept count, so fixing the form never uses the allowance up.
    on(wishlistEndpoints.notify, async (req, res, { params, body }) => {
      await perIp(ipKeyOf(req.ip));
      res.status(201).json(await alerts.request(params.productId, body));
    }),
  ]);
}

/** `POST /api/back-in-stock/stop/{token}`: the link in every back-in-stock mail. */
export function backInStockStopRoutes(alerts: RestockAlerts): Router {
  return endpointRoutes({ mount: '/api/back-in-stock' }, [
    on(wishlistEndpoints.stop, async (_req, res, { params }) => {
      res.json(await alerts.stop(params.token));
    }),
  ]);
}
