import { Router } from 'express';
import { shippingQuoteRequestSchema } from '@wallart/domain';
import { parse } from '../../http/parse';
import type { ShippingService } from './shipping.service';

/** `POST /api/shipping/quote` (anyone): the checkout's live fees and delivery days. */
export function shippingRoutes(shipping: ShippingService): Router {
  const router = Router();

  router.post('/quote', async (req, res) => {
    res.json(await shipping.quote(parse(shippingQuoteRequestSchema, req.body)));
  });

  return router;
}
