import type { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { shopEndpoints } from '@wallart/domain/endpoints';
import { endpointRoutes, on } from '../../http/endpoint-routes';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export function healthRoutes(sequelize: Sequelize): Router {
  return endpointRoutes({ mount: '/api/health' }, [
    on(shopEndpoints.health, async (req, res) => {
      try {
        await sequelize.query('SELECT 1');
        res.set('Cache-Control', 'no-store').json({ status: 'ok', database: 'ok' });
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
