import type { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { shopEndpoints } from '@wallart/domain/endpoints';
import { endpointRoutes, on } from '../../http/endpoint-routes';

/**
 * `GET /api/health`: 200 when the database answers, 503 when it does not. The server listens
 * only once its page renderer is warm (server.ts), so any answer comes from a warm process;
 * `pages` says whether it draws the shopper pages (`drawn`) or leaves them to the browser.
 */
export function healthRoutes(sequelize: Sequelize, drawsPages: () => boolean): Router {
  return endpointRoutes({ mount: '/api/health' }, [
    on(shopEndpoints.health, async (req, res) => {
      try {
        await sequelize.query('SELECT 1');
        res
          .set('Cache-Control', 'no-store')
          .json({ status: 'ok', database: 'ok', pages: drawsPages() ? 'drawn' : 'browser' });
      } catch (err) {
        req.log.error({ err }, 'health check: database down');
        res
          .status(503)
          .set('Cache-Control', 'no-store')
          .json({ status: 'degraded', database: 'down' });
      }
    }),
  ]);
}
