import { Router } from 'express';
import type { ShopConfig } from '@wallart/domain/api-client';

/** GET /api/config: what the storefront needs to know before anyone signs in. */
export function configRoutes(config: ShopConfig): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(config);
  });
  return router;
}
