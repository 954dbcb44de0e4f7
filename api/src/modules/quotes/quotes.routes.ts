import { Router, type Request } from 'express';
import { quoteInputSchema } from '@wallart/domain';
import { z } from 'zod';
import { actorOf } from '../../http/auth';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import { notFound } from '../../lib/app-error';
import { ipKeyOf } from '../../lib/ip-key';
import { createCallLimiter, type LimiterStore } from '../../lib/rate-limit';
import { inboxIdSchema } from '../inbox/inbox.routes';
import type { QuotesService } from './quotes.service';

export const quoteTokenSchema = z.object({ token: z.string().max(100) });

function inboxId(req: Request): number {
  const result = inboxIdSchema.safeParse(req.params);
  if (!result.success) throw notFound('Message');
  return Number(result.data.id);
}

/** The token as the path gives it; a malformed one is simply no quote (404). */
const tokenOf = (req: Request): string => {
  const result = quoteTokenSchema.safeParse(req.params);
  if (!result.success) throw notFound('Quote');
  return result.data.token;
};

/** `POST /api/inbox/{id}/quote` (staff), mounted beside the Inbox's own routes. */
export function inboxQuoteRoutes(quotes: QuotesService, guard: Guards): Router {
  const router = Router();
  router.post('/:id/quote', guard.admin, async (req, res) => {
    const id = inboxId(req);
    const input = parse(quoteInputSchema, req.body);
    res.status(201).json(await quotes.send(actorOf(req), id, input));
  });
  return router;
}

/**
 * `/api/quote/{token}`: the private link's quote (anyone holding it) and its acceptance (the
 * request's account). Every look-up counts against the caller's IP, found or not, so tokens
 * cannot be tried in bulk.
 */
export function quoteRoutes(quotes: QuotesService, guard: Guards, store: LimiterStore): Router {
  const router = Router();
  const perIp = createCallLimiter(store, 'quoteLookupsPerIp');

  router.get('/:token', async (req, res) => {
    await perIp(ipKeyOf(req.ip));
    res.json(await quotes.get(tokenOf(req)));
  });

  router.post('/:token/accept', guard.user, async (req, res) => {
    await perIp(ipKeyOf(req.ip));
    res.json(await quotes.accept(actorOf(req), tokenOf(req)));
  });

  return router;
}
