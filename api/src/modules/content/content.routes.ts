import type { Router } from 'express';
import { contentEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import type { ContentService } from './content.service';

/**
 * `GET /api/content/:key` (anyone) and `PUT /api/admin/content/:key` (admins). A save tells
 * `saved`, so the pages the server keeps drawn are drawn again.
 */
export function contentRoutes(content: ContentService, guard: Guards, saved: () => void): Router {
  return endpointRoutes({ mount: '/api', guard }, [
    on(contentEndpoints.read, async (_req, res, { params, query }) => {
      res.set('Cache-Control', 'no-cache');
      res.json(await content.read(params.key, query.language));
    }),
    on(contentEndpoints.save, async (req, res, { params, body }) => {
      const answer = await content.save(actorOf(req), params.key, body);
      saved();
      res.json(answer);
    }),
  ]);
}
