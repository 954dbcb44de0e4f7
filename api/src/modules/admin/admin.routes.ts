import { Router } from 'express';
import type { Guards } from '../../http/guards';
import type { AdminStatsService } from './admin-stats.service';

export function adminRoutes(stats: AdminStatsService, guard: Guards): Router {
  const router = Router();

  router.get('/stats', guard.admin, async (_req, res) => {
    res.json(await stats.dashboard());
  });

  return router;
}
