#!/usr/bin/env node
// `npm test`: every test of the shop, in stages —
//   0. the gate: lint, typecheck (every workspace, bench/ and e2e/) and the format check;
//   1. build what the browser journeys load (API bundle, storefront, desktop renderer);
//   2. unit, component and API tests (API on SQLite);
//   3. the API suite again on PostgreSQL (each test file creates and drops its own database);
//   4. browser journeys in Chromium against the real server (storefront, admin, desktop renderer).
// It ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'e2e-out', 'reports');
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStages = [];

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `━━ ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (result.status !== 0) failedStages.push(label);
  return result.status === 0;
}

function vitest(label, args, env = {}) {
  const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } else if (!ok) {
    totals.failed += 1;
  }
}

/** A check that is a script, not a test file: it counts as one test. */
function check(label, command, args) {
  if (run(label, command, args)) totals.passed += 1;
  else totals.failed += 1;
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

// The gate: a lint, type or format error fails the run before any suite starts.
check('lint (eslint, import cycles)', 'npm', ['run', 'lint']);
check('typecheck (every workspace, bench, e2e)', 'npm', ['run', 'typecheck']);
check('format (prettier --check)', 'npm', ['run', 'format:check']);
if (totals.failed) {
  console.log(`\nFailed stages: ${failedStages.join(', ')}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(1);
}

if (!run('build', 'npm', ['run', 'build:all'])) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

check('storefront first-load budget (170 KB gzipped, no admin code)', 'node', [
  'storefront/scripts/first-load-budget.mjs',
]);

vitest('unit, component and API tests (SQLite)', []);

if (await postgresReachable()) {
  vitest('API tests (PostgreSQL)', ['--project', 'api'], { TEST_DATABASE_URL: pgUrl });
} else {
  console.error(`\nPostgreSQL is not reachable at ${pgUrl}: start it or set TEST_DATABASE_URL.`);
  failedStages.push('API tests (PostgreSQL)');
  totals.failed += 1;
}

vitest('browser journeys (Chromium)', ['--config', 'e2e/vitest.config.ts']);
vitest('desktop renderer in Chromium', ['--config', 'admin-desktop/vitest.e2e.config.ts']);

console.log('');
if (failedStages.length) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedStages.length || totals.failed ? 1 : 0);
