import { Router, type Request } from 'express';
import {
  discountCheckRequestSchema,
  discountIdParamSchema,
  discountWriteSchema,
} from '@wallart/domain';
import { actorOf } from '../../http/auth';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import { notFound } from '../../lib/app-error';
import { ipKeyOf } from '../../lib/ip-key';
import { createCallLimiter, type LimiterStore } from '../../lib/rate-limit';
import type { DiscountsService } from './discounts.service';

function discountId(req: Request): number {
  const result = discountIdParamSchema.safeParse(req.params);
  if (!result.success) throw notFound('Discount code');
  return Number(result.data.id);
}

/** `POST /api/discount/check` (anyone, limited per address): what a code takes off. */
export function discountCheckRoutes(
  discounts: DiscountsService,
  guard: Guards,
  store: LimiterStore,
): Router {
  const router = Router();
  const perIp = createCallLimiter(store, 'discountChecksPerIp');

  router.post('/check', guard.optional, async (req, res) => {
    const input = parse(discountCheckRequestSchema, req.body);
    // Every try counts, right or wrong: guessing codes costs the allowance.
    await perIp(ipKeyOf(req.ip));
    res.json(await discounts.check(input, req.actor ?? null));
  });

  return router;
}

/** `GET/POST /api/admin/discounts`, `PUT/DELETE /api/admin/discounts/{id}`: staff's codes. */
export function discountAdminRoutes(discounts: DiscountsService, guard: Guards): Router {
  const router = Router();

  router.get('/discounts', guard.admin, async (_req, res) => {
    res.json(await discounts.list());
  });

  router.post('/discounts', guard.admin, async (req, res) => {
    const input = parse(discountWriteSchema, req.body);
    res.status(201).json(await discounts.create(actorOf(req), input));
  });

  router.put('/discounts/:id', guard.admin, async (req, res) => {
    const id = discountId(req);
    const input = parse(discountWriteSchema, req.body);
    res.json(await discounts.update(actorOf(req), id, input));
  });

  router.delete('/discounts/:id', guard.admin, async (req, res) => {
    res.json(await discounts.remove(actorOf(req), discountId(req)));
  });

  return router;
}
