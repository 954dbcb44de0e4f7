import { createLogger, openShopDatabase } from './bootstrap';
import { readEnv } from './config/env';
import { assertSeedCommandAllowed } from './config/production-guard';
import { createMigrator } from './db/migrate';
import { isEmpty, seedDemo } from './db/seed/seed';

/**
 * `npm run seed` seeds an empty database; `npm run seed -- --reset` first drops every table
 * and rebuilds the schema, so the demo shop starts over.
 */
async function main() {
  const env = readEnv();
  assertSeedCommandAllowed(env);
  const logger = createLogger(env);
  const reset = process.argv.includes('--reset');
  let sequelize = await openShopDatabase(env, logger);
  if (reset) {
    await createMigrator(sequelize).down({ to: 0 });
    await sequelize.close();
    sequelize = await openShopDatabase(env, logger);
  } else if (!(await isEmpty())) {
    console.log('The database already holds data; use `npm run seed -- --reset` to start over.');
    await sequelize.close();
    return;
  }
  await seedDemo(sequelize, env, logger);
  await sequelize.close();
  console.log(`Demo shop seeded. Admin: ${env.ADMIN_EMAIL}, shopper: ${env.SHOPPER_EMAIL}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
