import type { Router } from 'express';
import { discountsEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import { ipKeyOf } from '../../lib/ip-key';
import type { CodeGuesses } from './code-guesses';
import type { DiscountsService } from './discounts.service';

/** `POST /api/discount/check` (anyone, limited per address): what a code takes off. */
export function discountCheckRoutes(
  discounts: DiscountsService,
  guard: Guards,
  guesses: CodeGuesses,
): Router {
  return endpointRoutes({ mount: '/api/discount', guard }, [
    on(discountsEndpoints.check, async (req, res, { body }) => {
      // Every try counts, right or wrong: guessing codes costs the allowance.
      await guesses.check(ipKeyOf(req.ip));
      res.json(await discounts.check(body, req.actor ?? null));
    }),
  ]);
}

/** `GET/POST /api/admin/discounts`, `PUT/DELETE /api/admin/discounts/{id}`: staff's codes. */
export function discountAdminRoutes(discounts: DiscountsService, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/admin', guard }, [
    on(discountsEndpoints.list, async (_req, res) => {
      res.json(await discounts.list());
    }),
    on(discountsEndpoints.create, async (req, res, { body }) => {
      res.status(201).json(await discounts.create(actorOf(req), body));
    }),
    on(discountsEndpoints.update, async (req, res, { params, body }) => {
      res.json(await discounts.update(actorOf(req), Number(params.id), body));
    }),
    on(discountsEndpoints.remove, async (req, res, { params }) => {
      res.json(await discounts.remove(actorOf(req), Number(params.id)));
    }),
  ]);
}
