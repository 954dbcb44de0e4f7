import type { Router } from 'express';
import { TOTAL_COUNT_HEADER } from '@wallart/domain';
import { auditEndpoints } from '@wallart/domain/endpoints';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import type { AuditService } from './audit.service';

/** The admin audit log; mounted on /api/admin beside the dashboard figures. */
export function auditRoutes(audit: AuditService, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/admin', guard }, [
    on(auditEndpoints.list, async (_req, res, { query }) => {
      const page = await audit.list(query);
      res.set(TOTAL_COUNT_HEADER, String(page.total));
      res.json(page.items);
    }),
  ]);
}
