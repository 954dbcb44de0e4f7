import express, { type Router } from 'express';
import { productsEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import { AppError } from '../../lib/app-error';
import type { ProductsCsvService } from './products-csv.service';

export const CSV_BODY_LIMIT = '5mb';

/** CSV export and import of the catalogue; mounted on /product before the product routes. */
export function productsCsvRoutes(csv: ProductsCsvService, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/product', guard }, [
    on(productsEndpoints.exportCsv, (_req, res) => {
      const day = new Date().toISOString().slice(0, 10);
      res.set('Content-Type', 'text/csv; charset=utf-8');
      res.set('Content-Disposition', `attachment; filename="products-${day}.csv"`);
      const stream = csv.exportCsv();
      stream.on('error', () => res.destroy());
      stream.pipe(res);
    }),
    on(
      productsEndpoints.importCsv,
      async (req, res, { query }) => {
        if (typeof req.body !== 'string') {
          throw new AppError('unsupported_media_type', 'Send the file as text/csv');
        }
        res.json(await csv.importCsv(actorOf(req), req.body, query.dryRun === 'true'));
      },
      { before: [express.text({ type: 'text/csv', limit: CSV_BODY_LIMIT })] },
    ),
  ]);
}
