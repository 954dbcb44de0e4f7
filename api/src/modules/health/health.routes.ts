import { Router } from 'express';
import type { Sequelize } from 'sequelize';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export function healthRoutes(sequelize: Sequelize): Router {
  const router = Router();
  router.get('/', async (req, res) => {
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
  });
  return router;
}
