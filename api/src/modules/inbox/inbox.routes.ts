import { Router, type Request } from 'express';
import multer from 'multer';
import {
  contactSchema,
  customArtSchema,
  inboxListQuerySchema,
  inboxUpdateSchema,
  type FormAnswer,
} from '@wallart/domain';
import { actorOf } from '../../http/auth';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import { rowIdOf, rowIdParamsSchema } from '../../http/row-id';
import { ipKeyOf } from '../../lib/ip-key';
import { createCallLimiter, type LimiterStore } from '../../lib/rate-limit';
import { formErrorAnswer } from './form-answer';
import type { InboxService } from './inbox.service';

export const FORM_MESSAGES = {
  customArt: 'Thank you! Your custom art request has been received. We will reply by email soon.',
  contact: 'Thank you! Your message has been received. We will reply by email soon.',
};

export const inboxIdSchema = rowIdParamsSchema;

const inboxId = (req: Request): number => rowIdOf(req, 'Message');

export function inboxRoutes(inbox: InboxService, guard: Guards, store: LimiterStore): Router {
  const router = Router();
  const perIp = createCallLimiter(store, 'inboxPerIp');
  // Multipart forms carry text fields only: a file part is refused.
  const fields = multer({ limits: { fields: 10, fieldSize: 20_000, files: 0 } }).none();

  router.post('/custom-art', fields, async (req, res) => {
    // Only messages that would be kept count, so fixing a form never uses the allowance up.
    const input = parse(customArtSchema, req.body);
    await perIp(ipKeyOf(req.ip));
    await inbox.addCustomArt(input);
    const answer: FormAnswer = { success: true, message: FORM_MESSAGES.customArt };
    res.status(201).json(answer);
  });

  router.post('/contact', fields, async (req, res) => {
    const input = parse(contactSchema, req.body);
    await perIp(ipKeyOf(req.ip));
    await inbox.addContact(input);
    const answer: FormAnswer = { success: true, message: FORM_MESSAGES.contact };
    res.status(201).json(answer);
  });

  router.use(['/custom-art', '/contact'], formErrorAnswer);

  router.get('/', guard.admin, async (req, res) => {
    const { status } = parse(inboxListQuerySchema, req.query);
    res.json(await inbox.list(status));
  });

  router.patch('/:id', guard.admin, async (req, res) => {
    const id = inboxId(req);
    const { status } = parse(inboxUpdateSchema, req.body);
    res.json(await inbox.setStatus(actorOf(req), id, status));
  });

  return router;
}
