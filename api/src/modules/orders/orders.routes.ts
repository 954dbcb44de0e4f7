import type { Router } from 'express';
import { TOTAL_COUNT_HEADER, DEFAULT_ORDER_PAGE_LIMIT } from '@wallart/domain';
import { ordersEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on, onSignedInAlongside } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import { ipKeyOf } from '../../lib/ip-key';
import { createLimiter, takeAll, type LimiterStore } from '../../lib/rate-limit';
import type { CodeGuesses } from '../discounts/code-guesses';
import type { OrdersService } from './orders.service';

export function ordersRoutes(
  orders: OrdersService,
  guard: Guards,
  store: LimiterStore,
  guesses: CodeGuesses,
): Router {
  // Generous limits on placing orders, per account and per IP: one counter call each, made
  // together (memory or Redis), and none at all with RATE_LIMITS=off.
  const perAccount = createLimiter(store, 'ordersPerAccount');
  const perIp = createLimiter(store, 'ordersPerIp');

  return endpointRoutes({ mount: '/api/order', guard }, [
    on(ordersEndpoints.list, async (req, res, { query }) => {
      const page = await orders.list(actorOf(req), {
        status: query.status,
        paymentStatus: query.paymentStatus,
        paymentMethod: query.paymentMethod,
        search: query.search,
        country: query.country,
        from: query.from,
        to: query.to,
        page: query.page ?? 1,
        limit: query.limit ?? DEFAULT_ORDER_PAGE_LIMIT,
      });
      res.set(TOTAL_COUNT_HEADER, String(page.total));
      res.json(page.items);
    }),

    // The session check starts while the body is read, so a caller who is not signed in hears
    // 401 before anything about the body; the order is placed once the caller is known.
    onSignedInAlongside(ordersEndpoints.place, async (req, res, { body: input, signedIn }) => {
      const actor = await signedIn;
      const ip = ipKeyOf(req.ip);
      // A code sent with the order is a guess, from the same budget as /api/discount/check.
      const code = input.discountCode;
      await takeAll([
        [perAccount, String(actor.id)],
        [perIp, ip],
        ...(code ? [[guesses.limiter, ip] as const] : []),
      ]);
      const placing = orders.place(actor, input);
      const order = await (code ? guesses.settle(ip, placing) : placing);
      res.status(201).json({ message: 'Order placed', order });
    }),

    on(ordersEndpoints.get, async (req, res, { params: { orderID } }) => {
      res.json(await orders.get(actorOf(req), orderID));
    }),

    on(ordersEndpoints.setStatus, async (req, res, { params: { orderID }, body }) => {
      const { status, ...tracking } = body;
      const { after } = await orders.setStatus(actorOf(req), orderID, status, tracking);
      res.json({ message: 'Order status updated', order: after });
    }),

    on(ordersEndpoints.remove, async (req, res, { params: { orderID } }) => {
      await orders.remove(actorOf(req), orderID);
      res.json({ message: 'Order deleted' });
    }),
  ]);
}
