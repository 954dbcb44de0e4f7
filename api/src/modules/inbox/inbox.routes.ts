import type { Router } from 'express';
import multer from 'multer';
import type { FormAnswer } from '@wallart/domain';
import { inboxEndpoints, type Endpoint } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on, type Binding, type EndpointInput } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import { ipKeyOf } from '../../lib/ip-key';
import { createCallLimiter, type LimiterStore } from '../../lib/rate-limit';
import { formErrorAnswer } from './form-answer';
import type { InboxService } from './inbox.service';

export const FORM_MESSAGES = {
  customArt: 'Thank you! Your custom art request has been received. We will reply by email soon.',
  contact: 'Thank you! Your message has been received. We will reply by email soon.',
};

export function inboxRoutes(inbox: InboxService, guard: Guards, store: LimiterStore): Router {
  const perIp = createCallLimiter(store, 'inboxPerIp');
  // Multipart forms carry text fields only: a file part is refused.
  const fields = multer({ limits: { fields: 10, fieldSize: 20_000, files: 0 } }).none();
  const form = { before: [fields], onError: formErrorAnswer };
  /** A public form, thanked with `message` once kept. */
  const formOn = <E extends Endpoint>(
    endpoint: E,
    keep: (body: EndpointInput<E>['body']) => Promise<unknown>,
    message: string,
  ): Binding =>
    on(
      endpoint,
      async (req, res, { body }) => {
        // Only messages that would be kept count, so fixing a form never uses the allowance up.
        await perIp(ipKeyOf(req.ip));
        await keep(body);
        const answer: FormAnswer = { success: true, message };
        res.status(201).json(answer);
      },
      form,
    );

  return endpointRoutes({ mount: '/api/inbox', guard }, [
    formOn(inboxEndpoints.customArt, (body) => inbox.addCustomArt(body), FORM_MESSAGES.customArt),
    formOn(inboxEndpoints.contact, (body) => inbox.addContact(body), FORM_MESSAGES.contact),
    on(inboxEndpoints.list, async (_req, res, { query }) => {
      res.json(await inbox.list(query.status));
    }),
    on(inboxEndpoints.setStatus, async (req, res, { params, body }) => {
      res.json(await inbox.setStatus(actorOf(req), Number(params.id), body.status));
    }),
  ]);
}
