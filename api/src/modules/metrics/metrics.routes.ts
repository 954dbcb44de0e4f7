import crypto from 'node:crypto';
import express from 'express';
import { AppError } from '../../lib/app-error';
import type { ShopMetrics } from './shop-metrics';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export const isLoopback = (address: string | undefined) => LOOPBACK.test(address ?? '');

function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus' text format (decision 0102). With a token set, only a caller
 * bearing it (401 otherwise: the scraper's credential is wrong). Without one, only a caller on
 * this machine: the socket's address and, behind a trusted proxy, the forwarded one must both
 * be loopback, so a proxy on this machine does not hand the metrics to the internet (404
 * otherwise: nothing a stranger could do would open it).
 */
export function metricsRoutes(metrics: ShopMetrics, token: string | undefined): express.Router {
  const router = express.Router();
  router.get('/metrics', async (req, res) => {
    if (token) {
      const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token))
        throw new AppError('unauthorized', 'A valid metrics token is required');
    } else if (!isLoopback(req.socket.remoteAddress) || !isLoopback(req.ip)) {
      throw new AppError('not_found', 'Not found');
    }
    res
      .set('Cache-Control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
  return router;
}
