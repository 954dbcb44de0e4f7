import type { Router } from 'express';
import { settingsEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import type { ShopSettingsService } from './settings.service';

/** `GET/PUT /api/admin/settings`: the shop's settings, for admins only. */
export function settingsRoutes(
  settings: ShopSettingsService,
  guard: Guards,
  saved: () => void,
): Router {
  return endpointRoutes({ mount: '/api/admin', guard }, [
    on(settingsEndpoints.read, async (_req, res) => {
      res.json(await settings.read());
    }),
    on(settingsEndpoints.update, async (req, res, { body }) => {
      const answer = await settings.update(actorOf(req), body);
      // The shop's texts name its settings: the pages drawn with the old ones are drawn anew.
      saved();
      res.json(answer);
    }),
  ]);
}
