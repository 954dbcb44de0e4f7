import type { Router } from 'express';
import { shippingEndpoints } from '@wallart/domain/endpoints';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import type { ShippingService } from './shipping.service';

/** `POST /api/shipping/quote` (anyone): the checkout's live fees and delivery days. */
export function shippingRoutes(shipping: ShippingService, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/shipping', guard }, [
    on(shippingEndpoints.quote, async (req, res, { body }) => {
      res.json(await shipping.quote(body, req.actor));
    }),
  ]);
}
