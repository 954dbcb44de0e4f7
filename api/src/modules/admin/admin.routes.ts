import type { Router } from 'express';
import { adminEndpoints } from '@wallart/domain/endpoints';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import type { AdminStatsService } from './admin-stats.service';

export function adminRoutes(stats: AdminStatsService, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/admin', guard }, [
    on(adminEndpoints.stats, async (_req, res) => {
      res.json(await stats.dashboard());
    }),
  ]);
}
