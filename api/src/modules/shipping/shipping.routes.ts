import { Router } from 'express';
import { shippingQuoteRequestSchema } from '@wallart/domain';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import type { ShippingService } from './shipping.service';

/** `POST /api/shipping/quote` (anyone): the checkout's live fees and delivery days. */
export function shippingRoutes(shipping: ShippingService, guard: Guards): Router {
  const router = Router();

  router.post('/quote', guard.optional, async (req, res) => {
    res.json(await shipping.quote(parse(shippingQuoteRequestSchema, req.body), req.actor));
  });

  return router;
}
