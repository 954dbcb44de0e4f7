#!/usr/bin/env node
// `npm test`: every test of the shop, in stages —
//   0. the gate: lint, typecheck (every workspace, bench/ and e2e/) and the format check;
//   1. build what the browser journeys load (API bundle, storefront, desktop renderer);
//   2. unit, component and API tests (API on SQLite);
//   3. the API suite again on PostgreSQL (each test file creates and drops its own database);
//   4. browser journeys in Chromium against the real server (storefront, admin, desktop renderer);
//   and, beside stages 1–4 from the start, the API's fuzzers (Portman's requests run by Newman,
//   fast-check's random bodies) and its reference page in Chromium, each against a started shop.
// It ends with one line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
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

const reportOf = (label) => path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
const vitestArgs = (label, args) => [
  'vitest',
  'run',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportOf(label)}`,
];

/** Adds a vitest run's counts to the totals (one failure when it left no report). */
function tally(report, ok) {
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } else if (!ok) {
    totals.failed += 1;
  }
}

/**
 * A vitest stage that runs beside the others: its output goes to a log, printed when it is
 * awaited, so the stages' lines never interleave.
 */
function vitestBeside(label, args, env = {}) {
  const log = path.join(reports, `${label.replace(/\W+/g, '-')}.log`);
  const out = openSync(log, 'w');
  console.log(`\n━━ ${label}: started beside the other stages; its output follows at the end`);
  const started = Date.now();
  const child = spawn('npx', vitestArgs(label, args), {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      closeSync(out);
      resolve(() => {
        console.log(`\n━━ ${label}`);
        process.stdout.write(readFileSync(log, 'utf8'));
        const seconds = Math.round((Date.now() - started) / 1000);
        console.log(`━━ ${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
        if (status !== 0) failedStages.push(label);
        tally(reportOf(label), status === 0);
      });
    });
  });
}

function vitest(label, args, env = {}) {
  const report = reportOf(label);
  const ok = run(label, 'npx', vitestArgs(label, args), env);
  tally(report, ok);
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

// The fuzzers start their own shops from the sources, so they need no build: they run beside
// every stage below (on SQLite, rate limits off), which keeps `npm test` within its time.
const fuzzers = vitestBeside(
  'API fuzzers and reference page (Portman + Newman, fast-check, Chromium)',
  ['--config', 'api/vitest.fuzz.config.ts'],
  { RATE_LIMITS: 'off' },
);

if (!run('build', 'npm', ['run', 'build:all'])) {
  (await fuzzers)();
  console.log(`\n${totals.passed} passed, ${totals.failed + 1} failed`);
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
(await fuzzers)();

console.log('');
if (failedStages.length) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedStages.length || totals.failed ? 1 : 0);
