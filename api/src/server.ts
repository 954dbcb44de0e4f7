import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { closeServices } from './app-context';
import { createAppServer } from './http/app-server';
import { createLogger, openShopDatabase } from './bootstrap';
import { resolveJwtSecret } from './config/jwt-secret';
import { readEnv, resolveDataDir, resolvePublicUrl, trustProxySetting } from './config/env';
import { integrationSettingsFromEnv } from './config/integration-settings';
import { rateLimitsFromEnv } from './config/rate-limits';
import { rateLimitWarnings } from './config/startup-warnings';
import { assertNoDemoAdminPassword, assertSeedingAllowed } from './config/production-guard';
import { seedDemoIfEmpty } from './db/seed/seed';
import { ensurePrivateDir } from './lib/private-files';
import { drainOnShutdown } from './ops/drain';
import { closeRedis, openRedis } from './ops/redis';

const SHUTDOWN_GRACE_MS = 10_000;

/** The built storefront beside the API in this repository, unless STOREFRONT_DIR says otherwise. */
function findStorefront(configured: string | undefined): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = configured ?? path.resolve(here, '../../storefront/dist');
  return fs.existsSync(path.join(dir, 'index.html')) ? dir : undefined;
}

async function main() {
  const env = readEnv();
  const publicUrl = resolvePublicUrl(env);
  assertSeedingAllowed(env);
  const logger = createLogger(env);
  for (const warning of rateLimitWarnings(env)) logger.warn(warning);
  const dataDir = resolveDataDir(env);
  ensurePrivateDir(dataDir);
  const sequelize = await openShopDatabase(env, logger);
  if (env.SEED_DEMO) await seedDemoIfEmpty(sequelize, env, logger);
  await assertNoDemoAdminPassword(env);
  const redis = env.REDIS_URL ? await openRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX, logger) : null;

  const storefrontDir = findStorefront(env.STOREFRONT_DIR);
  const { app, services, warmUp } = createApp({
    dataDir,
    storefrontDir,
    publicUrl,
    corsOrigins: env.CORS_ORIGINS,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    logger,
    sequelize,
    redis,
    rateLimits: rateLimitsFromEnv(env),
    integrations: integrationSettingsFromEnv(env),
    unverifiedPendingUnits: env.UNVERIFIED_PENDING_UNITS,
    catalogueCache: env.CATALOGUE_CACHE === 'on',
    metricsToken: env.METRICS_TOKEN,
  });

  // Nothing is served before this server hears the others' product writes, nor before its
  // page renderer is loaded and has drawn each first page once: the first shopper waits for
  // neither, and a health check that answers at all answers for a warm process.
  await services.productWritesRelay?.ready;
  await warmUp();
  const server = createAppServer(app).listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info(
      { port, database: sequelize.getDialect(), storefront: Boolean(storefrontDir) },
      'shop is open',
    );
    console.log(`\nWall art shop: http://localhost:${port}`);
    if (!storefrontDir) console.log('  (storefront not built yet: run `npm run build`)');
    if (env.SEED_DEMO) {
      console.log(`  admin:   ${env.ADMIN_EMAIL} / ${env.ADMIN_PASSWORD}`);
      console.log(`  shopper: ${env.SHOPPER_EMAIL} / ${env.SHOPPER_PASSWORD}\n`);
    }
  });

  // Unpaid card and bank-transfer orders expire (stock back); safe with several servers.
  services.paymentSweep.start();

  const drain = drainOnShutdown(server);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      logger.error('requests still open after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    const sweepStopped = services.paymentSweep.stop();
    server.close(async () => {
      await sweepStopped;
      await closeServices(services, sequelize);
      if (redis) await closeRedis(redis);
      logger.info('stopped');
      process.exit(0);
    });
    drain.begin();
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
