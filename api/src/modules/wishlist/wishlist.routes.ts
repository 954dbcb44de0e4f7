import { Router, type Response } from 'express';
import {
  pagingQuerySchema,
  productListPathSchema,
  restockRequestSchema,
  restockStopParamSchema,
  TOTAL_COUNT_HEADER,
} from '@wallart/domain';
import { actorOf } from '../../http/auth';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import { ipKeyOf } from '../../lib/ip-key';
import { createCallLimiter, type LimiterStore } from '../../lib/rate-limit';
import type { ProductPage } from '../products/products.service';
import type { RestockAlerts } from './restock-alerts.service';
import type { WishlistService } from './wishlist.service';

function sendPage(res: Response, page: ProductPage) {
  res.set(TOTAL_COUNT_HEADER, String(page.total));
  res.json(page.items);
}

/** `/api/wishlist`: the signed-in shopper's own list, and nobody else's. */
export function wishlistRoutes(wishlist: WishlistService, guard: Guards): Router {
  const router = Router();
  router.use(guard.user);
  // A shopper's own list: never kept by a shared cache.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  router.get('/', async (req, res) => {
    const paging = parse(pagingQuerySchema, req.query);
    sendPage(res, await wishlist.list(actorOf(req).id, paging));
  });

  router.get('/:productId', async (req, res) => {
    const { productId } = parse(productListPathSchema.productId, req.params);
    res.json(await wishlist.get(actorOf(req).id, productId));
  });

  router.put('/:productId', async (req, res) => {
    const { productId } = parse(productListPathSchema.productId, req.params);
    res.json(await wishlist.save(actorOf(req).id, productId));
  });

  router.delete('/:productId', async (req, res) => {
    const { productId } = parse(productListPathSchema.productId, req.params);
    res.json(await wishlist.remove(actorOf(req).id, productId));
  });

  return router;
}

/** `POST /api/product/{productId}/notify`: anyone asks for one mail when a size is back. */
export function restockRequestRoutes(alerts: RestockAlerts, store: LimiterStore): Router {
  const router = Router();
  const perIp = createCallLimiter(store, 'restockRequestsPerIp');
  router.post('/:productId/notify', async (req, res) => {
    const { productId } = parse(productListPathSchema.productId, req.params);
    // Only requests that would be kept count, so fixing the form never uses the allowance up.
    const input = parse(restockRequestSchema, req.body);
    await perIp(ipKeyOf(req.ip));
    res.status(201).json(await alerts.request(productId, input));
  });
  return router;
}

/** `POST /api/back-in-stock/stop/{token}`: the link in every back-in-stock mail. */
export function backInStockStopRoutes(alerts: RestockAlerts): Router {
  const router = Router();
  router.post('/stop/:token', async (req, res) => {
    const { token } = parse(restockStopParamSchema, req.params);
    res.json(await alerts.stop(token));
  });
  return router;
}
