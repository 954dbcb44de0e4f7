import { readEnv } from '../config/env';
import { runBackup } from './commands';

// `npm run backup`: prints the new backup's path; exits 1 with the reason otherwise.
try {
  const result = await runBackup(readEnv());
  console.log(result.file);
  for (const file of result.removed) console.error(`removed old backup ${file}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
