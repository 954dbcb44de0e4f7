import type { RequestHandler, Router } from 'express';
import { quotesEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import { ipKeyOf } from '../../lib/ip-key';
import { createCallLimiter, type LimiterStore } from '../../lib/rate-limit';
import type { QuotesService } from './quotes.service';

/** `POST /api/inbox/{id}/quote` (staff), mounted beside the Inbox's own routes. */
export function inboxQuoteRoutes(quotes: QuotesService, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/inbox', guard }, [
    on(quotesEndpoints.send, async (req, res, { params, body }) => {
      res.status(201).json(await quotes.send(actorOf(req), Number(params.id), body));
    }),
  ]);
}

/**
 * `/api/quote/{token}`: the private link's quote (anyone holding it) and its acceptance (the
 * request's account). Every look-up counts against the caller's IP, found or not, and before
 * its token is read, so tokens cannot be tried in bulk.
 */
export function quoteRoutes(quotes: QuotesService, guard: Guards, store: LimiterStore): Router {
  const perIp = createCallLimiter(store, 'quoteLookupsPerIp');
  const counted: RequestHandler = async (req, _res, next) => {
    await perIp(ipKeyOf(req.ip));
    next();
  };

  return endpointRoutes({ mount: '/api/quote', guard }, [
    on(
      quotesEndpoints.get,
      async (_req, res, { params }) => {
        res.json(await quotes.get(params.token));
      },
      { before: [counted] },
    ),
    on(
      quotesEndpoints.accept,
      async (req, res, { params }) => {
        res.json(await quotes.accept(actorOf(req), params.token));
      },
      { before: [counted] },
    ),
  ]);
}
