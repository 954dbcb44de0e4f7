import path from 'node:path';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { createFailureLimiter, type LimiterStore } from './lib/rate-limit';
import { createAdminStatsService } from './modules/admin/admin-stats.service';
import { createAuditService } from './modules/audit/audit.service';
import { createTokenService, type TokenService } from './modules/auth/token.service';
import { createOrdersService, type OrderEvents } from './modules/orders/orders.service';
import { createProductsCsvService } from './modules/products/products-csv.service';
import { createProductsService } from './modules/products/products.service';
import { createUsersService } from './modules/users/users.service';
import { createIntegrations } from './modules/integrations/integrations';
import type { IntegrationSettings } from './modules/integrations/integration-settings';

/** What the app is built from: settings, the database and outside connections. */
export interface AppConfig {
  dataDir: string;
  /** The built storefront to serve, if any. */
  storefrontDir?: string | undefined;
  corsOrigins: string[];
  trustProxy: boolean | number | string;
  jwtSecret: string;
  jwtExpiresIn: string;
  logger: Logger;
  sequelize: Sequelize;
  redis?: Redis | null;
  orderEvents?: OrderEvents;
  /** Mail, Google sign-in and image storage; unset parts take their defaults. */
  integrations?: Partial<IntegrationSettings>;
  /** Keep catalogue answers as bytes (SQLite only; on by default there). */
  catalogueCache?: boolean;
}

export const LOGIN_FAILURES = { points: 10, durationSeconds: 15 * 60 };

/** Builds every service once; routes receive the ones they need. */
export function createServices(config: AppConfig) {
  const store: LimiterStore = { redis: config.redis ?? null };
  const tokens: TokenService = createTokenService(config.jwtSecret, config.jwtExpiresIn);
  const loginLimiter = createFailureLimiter(store, { prefix: 'login', ...LOGIN_FAILURES });
  const audit = createAuditService();
  const integrations = createIntegrations(config, {
    tokens,
    audit,
    limiterStore: store,
    uploadsDir: uploadsDirOf(config),
  });
  return {
    tokens,
    limiterStore: store,
    users: createUsersService({ sequelize: config.sequelize, tokens, loginLimiter, audit }),
    products: createProductsService(config.sequelize, audit),
    orders: createOrdersService(
      config.sequelize,
      integrations.orderEvents(config.orderEvents),
      audit,
    ),
    integrations,
    adminStats: createAdminStatsService(config.sequelize),
    productsCsv: createProductsCsvService(config.sequelize, audit),
    audit,
  };
}

export type Services = ReturnType<typeof createServices>;

export const uploadsDirOf = (config: Pick<AppConfig, 'dataDir'>) =>
  path.join(config.dataDir, 'uploads');
