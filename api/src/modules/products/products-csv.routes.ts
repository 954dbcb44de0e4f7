import express, { Router } from 'express';
import { z } from 'zod';
import { actorOf } from '../../http/auth';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import { AppError } from '../../lib/app-error';
import type { ProductsCsvService } from './products-csv.service';

export const CSV_BODY_LIMIT = '5mb';

export const importQuerySchema = z.object({
  dryRun: z.enum(['true', 'false'], { message: 'dryRun is true or false' }).default('true'),
});

/** CSV export and import of the catalogue; mounted on /product before the product routes. */
export function productsCsvRoutes(csv: ProductsCsvService, guard: Guards): Router {
  const router = Router();

  router.get('/export.csv', guard.admin, (_req, res) => {
    const day = new Date().toISOString().slice(0, 10);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="products-${day}.csv"`);
    const stream = csv.exportCsv();
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  });

  router.post(
    '/import',
    guard.admin,
    express.text({ type: 'text/csv', limit: CSV_BODY_LIMIT }),
    async (req, res) => {
      const { dryRun } = parse(importQuerySchema, req.query);
      if (typeof req.body !== 'string') {
        throw new AppError('unsupported_media_type', 'Send the file as text/csv');
      }
      res.json(await csv.importCsv(actorOf(req), req.body, dryRun === 'true'));
    },
  );

  return router;
}
