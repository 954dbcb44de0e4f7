import path from 'node:path';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import type { OrderEvents } from '../modules/orders/orders.service';
import type { IntegrationSettings } from './integration-settings';
import type { RateLimitConfig } from './rate-limits';

/** What the app is built from: settings, the database and outside connections. */
export interface AppConfig {
  dataDir: string;
  /** The built storefront to serve, if any. */
  storefrontDir?: string | undefined;
  /** The shop's public address (`PUBLIC_URL`): the sitemap and robots.txt name pages by it. */
  publicUrl: string;
  corsOrigins: string[];
  trustProxy: boolean | number | string;
  jwtSecret: string;
  jwtExpiresIn: string;
  logger: Logger;
  sequelize: Sequelize;
  redis?: Redis | null;
  /** Every rate limit's numbers (config/rate-limits.ts); the shipped defaults when unset. */
  rateLimits?: RateLimitConfig;
  orderEvents?: OrderEvents;
  /** Mail, Google sign-in and image storage; unset parts take their defaults. */
  integrations?: Partial<IntegrationSettings>;
  /**
   * Prints an account whose address is not proven may hold in Pending orders
   * (`UNVERIFIED_PENDING_UNITS`, 20 by default in server.ts); 0 or left out: no cap.
   */
  unverifiedPendingUnits?: number;
  /** Keep catalogue answers as bytes (SQLite only; on by default there). */
  catalogueCache?: boolean;
  /** `METRICS_TOKEN`: the bearer token /metrics asks for; unset, /metrics answers loopback only. */
  metricsToken?: string | undefined;
}

export const uploadsDirOf = (config: Pick<AppConfig, 'dataDir'>) =>
  path.join(config.dataDir, 'uploads');
