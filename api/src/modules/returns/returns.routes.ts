import type { Router } from 'express';
import { returnsEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import type { ReturnsService } from './returns.service';

/** A shopper's returns of an order, under /api/order/:orderID/returns. */
export function orderReturnsRoutes(returns: ReturnsService, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/order', guard }, [
    on(returnsEndpoints.request, async (req, res, { params: { orderID }, body }) => {
      res.status(201).json(await returns.request(actorOf(req), orderID, body));
    }),
    on(returnsEndpoints.forOrder, async (req, res, { params: { orderID } }) => {
      res.json(await returns.forOrder(actorOf(req), orderID));
    }),
  ]);
}

/** Staff's Returns screen, under /api/admin/returns. */
export function adminReturnsRoutes(returns: ReturnsService, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/admin', guard }, [
    on(returnsEndpoints.list, async (_req, res, { query }) => {
      res.json(await returns.list(query.status));
    }),
    on(returnsEndpoints.act, async (req, res, { params: { id }, body }) => {
      res.json(await returns.act(actorOf(req), id, body));
    }),
  ]);
}
