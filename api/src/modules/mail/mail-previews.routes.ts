import type { Router } from 'express';
import { mailPreviewsEndpoints } from '@wallart/domain/endpoints';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import type { MailPreviews } from './mail-previews';

/** `GET /api/admin/mail-previews[/:kind]`: every mail the shop sends, for staff to read. */
export function mailPreviewsRoutes(previews: MailPreviews, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/admin', guard }, [
    on(mailPreviewsEndpoints.list, (_req, res) => {
      res.json(previews.kinds());
    }),
    on(mailPreviewsEndpoints.get, async (_req, res, { params }) => {
      res.json(await previews.render(params.kind));
    }),
  ]);
}
