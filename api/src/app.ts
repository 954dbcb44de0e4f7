import compression from 'compression';
import express, { type Express } from 'express';
import { createServices, uploadsDirOf, type AppConfig, type Services } from './app-context';
import { onProductWrites } from './db/product-writes';
import { COMPRESS_FROM_BYTES, createCatalogueCache } from './http/catalogue-cache';
import { createGuards } from './http/guards';
import { applySecurity } from './http/security';
import { requestLogging } from './http/request-logging';
import { serveStorefront, serveUploads } from './http/static-files';
import { apiNotFound, errorHandler } from './http/errors';
import { adminRoutes } from './modules/admin/admin.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { healthRoutes } from './modules/health/health.routes';
import { sitemapRoutes } from './modules/seo/sitemap.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { productsCsvRoutes } from './modules/products/products-csv.routes';
import { productsRoutes } from './modules/products/products.routes';
import { usersRoutes } from './modules/users/users.routes';
import { integrationsRoutes } from './modules/integrations/integrations.routes';

export const JSON_BODY_LIMIT = '1mb';

/** Builds the Express app from a config; it does not listen (server.ts and tests do). */
export function createApp(config: AppConfig): { app: Express; services: Services } {
  const services = createServices(config);
  const guard = createGuards(services.tokens);
  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestLogging(config.logger));
  applySecurity(app, config);
  if (config.sequelize.getDialect() === 'sqlite' && config.catalogueCache !== false) {
    // Ahead of compression and the routers: a hit sends stored, already compressed bytes.
    const cache = createCatalogueCache();
    onProductWrites(config.sequelize, cache.clear);
    app.use('/api/product', cache.read);
  }
  app.use(compression({ threshold: COMPRESS_FROM_BYTES }));

  const api = express.Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use('/health', healthRoutes(config.sequelize));
  api.use(integrationsRoutes(services.integrations, guard));
  api.use('/user', usersRoutes(services.users, guard));
  api.use('/product', productsCsvRoutes(services.productsCsv, guard));
  api.use('/product', productsRoutes(services.products, guard));
  api.use('/order', ordersRoutes(services.orders, guard));
  api.use('/admin', adminRoutes(services.adminStats, guard));
  api.use('/admin', auditRoutes(services.audit, guard));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(sitemapRoutes());
  app.use('/uploads', serveUploads(uploadsDirOf(config)));
  if (config.storefrontDir) app.use(serveStorefront(config.storefrontDir, services.products));
  app.use(errorHandler);
  return { app, services };
}
