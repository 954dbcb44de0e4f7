// Bundles the API (and the shared domain it imports) into dist/, leaving npm packages external.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@wallart/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    seed: 'src/seed-cli.ts',
    backup: 'src/ops/backup-cli.ts',
    restore: 'src/ops/restore-cli.ts',
    // Started by the mailer as a worker thread, from beside server.js.
    'mail-worker': 'src/modules/mail/mail-worker.ts',
    // Started by SQLite's order writer as a worker thread, from beside server.js.
    'order-writer-thread': 'src/modules/orders/sqlite/order-writer-thread.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// The database's functions and triggers, which migrations read at run time (src/db/sql-files.ts).
rmSync('dist/sql', { recursive: true, force: true });
cpSync('src/db/sql', 'dist/sql', {
  recursive: true,
  filter: (f) => f === 'src/db/sql' || f.endsWith('.sql'),
});
