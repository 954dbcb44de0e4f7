import type { Router } from 'express';
import { TOTAL_COUNT_HEADER, DEFAULT_ORDER_PAGE_LIMIT, normalisedAddress } from '@wallart/domain';
import { ordersEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on, onSignedInAlongside } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import { placingGuest } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { ipKeyOf } from '../../lib/ip-key';
import { createLimiter, takeAll, type LimiterStore } from '../../lib/rate-limit';
import type { CodeGuesses } from '../discounts/code-guesses';
import { ordersCsv } from './orders-csv';
import type { OrdersService } from './orders.service';

/** The same answer whether or not the order number and address match (PRODUCT §11). */
export const LOOKUP_ANSWER =
  'If an order with that number was placed with that e-mail address, we have e-mailed a new link to it. Any older link to the order no longer works.';

const unauthorized = () => new AppError('unauthorized', 'Please log in to continue');
const hasEmail = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { email?: unknown }).email === 'string';

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
  const guestPerIp = createLimiter(store, 'guestOrdersPerIp');
  const guestPerAddress = createLimiter(store, 'guestOrdersPerAddress');
  const lookupsPerIp = createLimiter(store, 'orderLookupsPerIp');
  const lookupsPerAddress = createLimiter(store, 'orderLookupsPerAddress');

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
        placedBy: query.placedBy,
        page: query.page ?? 1,
        limit: query.limit ?? DEFAULT_ORDER_PAGE_LIMIT,
      });
      res.set(TOTAL_COUNT_HEADER, String(page.total));
      res.json(page.items);
    }),

    // The session check starts while the body is read, so a caller who is not signed in hears
    // 401 before anything about the body; the order is placed once the caller is known.
    // Without a bearer token, a body with `email` places a guest order (PRODUCT §11); without
    // either it is SPEC's 401, before anything about the body.
    onSignedInAlongside(
      ordersEndpoints.place,
      async (req, res, { body: input, signedIn }) => {
        const signedInActor = await signedIn;
        const guestEmail = signedInActor ? undefined : input.email;
        if (!signedInActor && !guestEmail) throw unauthorized();
        const actor = signedInActor ?? placingGuest(guestEmail as string);
        const ip = ipKeyOf(req.ip);
        // A code sent with the order is a guess, from the same budget as /api/discount/check.
        const code = input.discountCode;
        await takeAll([
          ...(guestEmail
            ? [[guestPerIp, ip] as const, [guestPerAddress, normalisedAddress(guestEmail)] as const]
            : [[perAccount, String(actor.id)] as const]),
          [perIp, ip],
          ...(code ? [[guesses.limiter, ip] as const] : []),
        ]);
        const placing = orders.place(actor, input);
        const placed = await (code ? guesses.settle(ip, placing) : placing);
        res.status(201).json({ message: 'Order placed', ...placed });
      },
      hasEmail,
    ),

    on(ordersEndpoints.byToken, async (_req, res, { params: { orderToken } }) => {
      res.json(await orders.byToken(orderToken));
    }),

    on(ordersEndpoints.lookup, async (req, res, { body }) => {
      await takeAll([
        [lookupsPerIp, ipKeyOf(req.ip)],
        [lookupsPerAddress, normalisedAddress(body.email)],
      ]);
      await orders.lookup(body);
      res.status(202).json({ message: LOOKUP_ANSWER });
    }),

    on(ordersEndpoints.resendLink, async (req, res, { params: { orderID } }) => {
      await orders.resendLink(actorOf(req), orderID);
      res.json({ message: 'Link sent' });
    }),

    on(ordersEndpoints.exportCsv, (req, res, { query }) => {
      const day = new Date().toISOString().slice(0, 10);
      res.set('Content-Type', 'text/csv; charset=utf-8');
      res.set('Content-Disposition', `attachment; filename="orders-${day}.csv"`);
      const stream = ordersCsv(orders, actorOf(req), query);
      stream.on('error', () => res.destroy());
      stream.pipe(res);
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
