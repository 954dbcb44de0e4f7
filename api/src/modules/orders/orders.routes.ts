import { Router } from 'express';
import type { z } from 'zod';
import {
  orderIdParamSchema,
  orderListQuerySchema,
  orderStatusUpdateSchema,
  placeOrderSchema,
  TOTAL_COUNT_HEADER,
  DEFAULT_ORDER_PAGE_LIMIT,
} from '@wallart/domain';
import { actorOf } from '../../http/auth';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import { ipKeyOf } from '../../lib/ip-key';
import { createLimiter, takeAll, type LimiterStore } from '../../lib/rate-limit';
import type { OrdersService } from './orders.service';

export function ordersRoutes(orders: OrdersService, guard: Guards, store: LimiterStore): Router {
  const router = Router();
  // Generous limits on placing orders, per account and per IP: one counter call each, made
  // together (memory or Redis), and none at all with RATE_LIMITS=off.
  const perAccount = createLimiter(store, 'ordersPerAccount');
  const perIp = createLimiter(store, 'ordersPerIp');

  router.get('/', guard.user, async (req, res) => {
    const query = parse(orderListQuerySchema, req.query);
    const page = await orders.list(actorOf(req), {
      status: query.status,
      paymentStatus: query.paymentStatus,
      paymentMethod: query.paymentMethod,
      page: query.page ?? 1,
      limit: query.limit ?? DEFAULT_ORDER_PAGE_LIMIT,
    });
    res.set(TOTAL_COUNT_HEADER, String(page.total));
    res.json(page.items);
  });

  // The caller's row is read while the order's products and the shop's settings are, not before
  // them: one trip fewer for every order (decision 0077).
  router.post('/', async (req, res) => {
    const signedIn = guard.signedIn(req);
    let input: z.output<typeof placeOrderSchema>;
    try {
      input = parse(placeOrderSchema, req.body);
    } catch (error) {
      await signedIn; // a caller not signed in hears 401, not what is wrong with the body
      throw error;
    }
    const admitted = signedIn.then(async (actor) => {
      await takeAll([
        [perAccount, String(actor.id)],
        [perIp, ipKeyOf(req.ip)],
      ]);
      return actor;
    });
    const order = await orders.place(await admitted, input);
    res.status(201).json({ message: 'Order placed', order });
  });

  router.get('/:orderID', guard.user, async (req, res) => {
    const { orderID } = parse(orderIdParamSchema, req.params);
    res.json(await orders.get(actorOf(req), orderID));
  });

  router.put('/:orderID', guard.admin, async (req, res) => {
    const { orderID } = parse(orderIdParamSchema, req.params);
    const { status, ...tracking } = parse(orderStatusUpdateSchema, req.body);
    const { after } = await orders.setStatus(actorOf(req), orderID, status, tracking);
    res.json({ message: 'Order status updated', order: after });
  });

  router.delete('/:orderID', guard.user, async (req, res) => {
    const { orderID } = parse(orderIdParamSchema, req.params);
    await orders.remove(actorOf(req), orderID);
    res.json({ message: 'Order deleted' });
  });

  return router;
}
