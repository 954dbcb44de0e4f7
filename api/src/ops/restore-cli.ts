import { readEnv } from '../config/env';
import { runRestore } from './commands';

// `npm run restore -- <file>`: replaces DATA_DIR/shop.sqlite with a checked backup.
try {
  const result = await runRestore(readEnv(), process.argv[2]);
  console.log(
    `Restored ${process.argv[2]} (${result.migrations.length} migrations applied in it).`,
  );
  if (result.previous) console.log(`The database it replaced is kept at ${result.previous}`);
  console.log('Start the shop: it applies any newer migrations as it starts.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
