import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Sequelize } from 'sequelize';
import type { OrderEvents } from '../orders/orders.service';

/**
 * The shop's metrics, in a registry of its own per app (tests build several apps in one
 * process, so nothing goes into prom-client's global registry).
 */
export function createShopMetrics(sequelize: Sequelize) {
  const registry = new Registry();
  // Process metrics, event-loop lag among them (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'wallart_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'wallart_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'wallart_orders_placed_total',
    help: 'Orders placed, by payment method',
    labelNames: ['payment_method'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'wallart_payments_total',
    help: 'Payment decisions, by method (card, bank-slip) and outcome (paid, failed, refunded, refused…)',
    labelNames: ['method', 'outcome'] as const,
    registers: [registry],
  });
  const cacheReads = new Counter({
    name: 'wallart_catalogue_cache_reads_total',
    help: 'Catalogue cache look-ups, by result: hit or miss',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  for (const result of ['hit', 'miss']) cacheReads.inc({ result }, 0);

  // The pool through Sequelize's public hooks (its pool object is not public API). SQLite has
  // no pool: these stay at zero there.
  const poolWaiting = new Gauge({
    name: 'wallart_db_pool_waiting',
    help: 'Queries waiting for a database connection from the pool',
    registers: [registry],
  });
  const poolAcquire = new Histogram({
    name: 'wallart_db_pool_acquire_seconds',
    help: 'Time a query waited for a database connection from the pool',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers: [registry],
  });
  const connections = new Gauge({
    name: 'wallart_db_connections_open',
    help: 'Database connections the pool holds open',
    registers: [registry],
  });
  const poolMax = new Gauge({
    name: 'wallart_db_pool_max',
    help: 'The most connections the pool may open',
    registers: [registry],
  });
  poolMax.set(sequelize.getDialect() === 'sqlite' ? 0 : (sequelize.config.pool?.max ?? 5));
  const acquiring: number[] = [];
  sequelize.addHook('beforePoolAcquire', () => {
    poolWaiting.inc();
    acquiring.push(performance.now());
  });
  sequelize.addHook('afterPoolAcquire', () => {
    poolWaiting.dec();
    const started = acquiring.shift();
    if (started !== undefined) poolAcquire.observe((performance.now() - started) / 1000);
  });
  sequelize.addHook('afterConnect', () => connections.inc());
  sequelize.addHook('afterDisconnect', () => connections.dec());

  /** Counts each answer under its route pattern, never its raw URL (ids would flood labels). */
  const countRequests: RequestHandler = (req, res, next) => {
    const end = latency.startTimer();
    res.once('finish', () => {
      // An endpoint names itself (http/endpoint-routes.ts); a route of its own router by its
      // path; otherwise a middleware answered (the catalogue cache, static files, not found).
      const endpoint: unknown = res.locals.endpointPath;
      const own: unknown = req.route?.path;
      const label =
        typeof endpoint === 'string'
          ? endpoint
          : typeof own === 'string'
            ? `${req.baseUrl}${own}`
            : req.baseUrl || 'unmatched';
      requests.inc({ method: req.method, route: label, status: String(res.statusCode) });
      end({ method: req.method, route: label });
    });
    next();
  };

  /** The orders service's events, counted; `other` listeners are told as before. */
  function orderEvents(other: OrderEvents = {}): OrderEvents {
    return {
      ...other,
      async orderPlaced(order, context) {
        ordersPlaced.inc({ payment_method: order.paymentMethod ?? 'unknown' });
        await other.orderPlaced?.(order, context);
      },
    };
  }

  return {
    registry,
    countRequests,
    orderEvents,
    paymentDecided: (method: string, outcome: string) => payments.inc({ method, outcome }),
    cacheRead: (hit: boolean) => cacheReads.inc({ result: hit ? 'hit' : 'miss' }),
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;
