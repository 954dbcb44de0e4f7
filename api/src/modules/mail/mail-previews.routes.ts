import { Router } from 'express';
import { mailPreviewParamSchema } from '@wallart/domain';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import type { MailPreviews } from './mail-previews';

/** `GET /api/admin/mail-previews[/:kind]`: every mail the shop sends, for staff to read. */
export function mailPreviewsRoutes(previews: MailPreviews, guard: Guards): Router {
  const router = Router();

  router.get('/mail-previews', guard.admin, (_req, res) => {
    res.json(previews.kinds());
  });

  router.get('/mail-previews/:kind', guard.admin, async (req, res) => {
    const { kind } = parse(mailPreviewParamSchema, req.params);
    res.json(await previews.render(kind));
  });

  return router;
}
