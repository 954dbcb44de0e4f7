import { Router } from 'express';
import { shopSettingsSchema } from '@wallart/domain';
import { actorOf } from '../../http/auth';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import type { ShopSettingsService } from './settings.service';

/** `GET/PUT /api/admin/settings`: the shop's settings, for admins only. */
export function settingsRoutes(settings: ShopSettingsService, guard: Guards): Router {
  const router = Router();

  router.get('/settings', guard.admin, async (_req, res) => {
    res.json(await settings.read());
  });

  router.put('/settings', guard.admin, async (req, res) => {
    const next = parse(shopSettingsSchema, req.body);
    res.json(await settings.update(actorOf(req), next));
  });

  return router;
}
