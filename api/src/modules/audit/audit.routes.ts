import { Router } from 'express';
import { auditListQuerySchema, TOTAL_COUNT_HEADER } from '@wallart/domain';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import type { AuditService } from './audit.service';

/** The admin audit log; mounted on /api/admin beside the dashboard figures. */
export function auditRoutes(audit: AuditService, guard: Guards): Router {
  const router = Router();

  router.get('/audit', guard.admin, async (req, res) => {
    const page = await audit.list(parse(auditListQuerySchema, req.query));
    res.set(TOTAL_COUNT_HEADER, String(page.total));
    res.json(page.items);
  });

  return router;
}
