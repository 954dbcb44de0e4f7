#!/usr/bin/env node
// `npm test`: every test of the shop, in stages —
//   0. the gate: lint, typecheck (every workspace, bench/ and e2e/) and the format check;
//   1. beside the gate, build what the browser journeys load (API bundle, storefront, desktop
//      renderer);
//   2. unit, component and API tests (API on SQLite) in two halves side by side, and beside them
//      the API suite again on PostgreSQL (each test file creates and drops its own database);
//   3. browser journeys in Chromium against the real server, and beside them the desktop
//      renderer in Chromium;
//   and from the build on, beside every stage, the API's fuzzers (Portman's requests run by
//   Newman, fast-check's random bodies) and its reference page in Chromium, each against a shop
//   they start from the sources.
// Checks of one stage run side by side (each vitest run takes one core; this machine has two),
// each printing its whole output when it ends. It ends with one line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'e2e-out', 'reports');
const logs = path.join(root, 'e2e-out', 'logs');
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
rmSync(reports, { recursive: true, force: true });
rmSync(logs, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
mkdirSync(logs, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStages = [];
const slug = (label) => label.replace(/\W+/g, '-');

/**
 * Runs one command with its output in a log file, printed whole when the command ends, so
 * stages running side by side never interleave their lines.
 */
function run(label, command, args, env = {}) {
  const started = Date.now();
  const log = path.join(logs, `${slug(label)}.log`);
  console.log(`━━ ${label}: started`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    const out = createWriteStream(log);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on('close', (code) => {
      const ok = code === 0;
      console.log(`\n━━ ${label}`);
      process.stdout.write(readFileSync(log, 'utf8'));
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`━━ ${label}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s\n`);
      if (!ok) failedStages.push(label);
      resolve(ok);
    });
  });
}

const WORKER_DIED = /Worker exited unexpectedly/;

async function vitest(label, args, env = {}) {
  const report = path.join(reports, `${slug(label)}.json`);
  const ok = await run(
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
  if (!existsSync(report)) {
    if (!ok) totals.failed += 1;
    return;
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  if (ok || r.numFailedTests > 0) return;
  // Every test that ran passed, yet the run failed: an error outside any test (a hook, an
  // unhandled rejection, a worker that died). A worker that died left its file without a
  // verdict: that file runs once more on its own, named here. Anything else counts as one
  // failure, so the last line never reads "0 failed" under a red run.
  const unfinishedFiles = r.testResults.filter(
    (file) =>
      file.status !== 'passed' || file.assertionResults.some((test) => test.status !== 'passed'),
  );
  const unfinished = unfinishedFiles.map((file) => path.relative(root, file.name));
  const died = WORKER_DIED.test(readFileSync(path.join(logs, `${slug(label)}.log`), 'utf8'));
  if (!died || unfinished.length === 0) {
    totals.failed += 1;
    return;
  }
  console.log(`━━ ${label}: a test worker died in ${unfinished.join(', ')}; running it again`);
  failedStages = failedStages.filter((stage) => stage !== label);
  // Those files' tests that passed before the worker died are counted by the second run.
  for (const file of unfinishedFiles) {
    totals.passed -= file.assertionResults.filter((test) => test.status === 'passed').length;
  }
  await vitest(`${label}, again where its worker died`, unfinished, env);
}

/**
 * What made each failed stage fail, printed again at the very end: a long run's log is read
 * from its tail.
 */
function failureDigest(label) {
  const log = path.join(logs, `${slug(label)}.log`);
  if (!existsSync(log)) return '';
  const lines = stripVTControlCharacters(readFileSync(log, 'utf8')).split('\n');
  // vitest opens its account of failed tests and errors outside tests with a "⎯⎯⎯" rule.
  const first = lines.findIndex((line) => /^⎯+ .+ ⎯+$/.test(line.trim()));
  return (first >= 0 ? lines.slice(first, first + 150) : lines.slice(-40)).join('\n');
}

/** A check that is a script, not a test file: it counts as one test. */
async function check(label, command, args) {
  if (await run(label, command, args)) totals.passed += 1;
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

// The gate: a lint, type or format error fails the run before any suite starts. The build
// (no suite) runs beside it.
const [built] = await Promise.all([
  run('build', 'npm', ['run', 'build:all']),
  check('lint (eslint, import cycles)', 'npm', ['run', 'lint']),
  check('typecheck (every workspace, bench, e2e)', 'npm', ['run', 'typecheck']),
  check('format (prettier --check)', 'npm', ['run', 'format:check']),
]);
/** Ends the run: why each failed stage failed, then the one line "N passed, N failed". */
function finish() {
  console.log('');
  for (const label of failedStages) {
    console.log(`━━ why ${label} failed\n${failureDigest(label)}\n`);
  }
  if (failedStages.length) console.log(`Failed stages: ${failedStages.join(', ')}`);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(failedStages.length || totals.failed ? 1 : 0);
}

if (totals.failed) finish();

// The fuzzers need no build (on SQLite, rate limits off): they start now and end with the rest.
const fuzzers = vitest(
  'API fuzzers and reference page (Portman + Newman, fast-check, Chromium)',
  ['--config', 'api/vitest.fuzz.config.ts'],
  { RATE_LIMITS: 'off' },
);

if (!built) {
  await fuzzers;
  // The build is no test of its own, but nothing after it can run: it counts as one failure.
  totals.failed += 1;
  finish();
}

await check('storefront first-load budget (150 KB gzipped a page, no admin code)', 'node', [
  'storefront/scripts/first-load-budget.mjs',
]);

async function postgresSuite() {
  if (await postgresReachable()) {
    return vitest('API tests (PostgreSQL)', ['--project', 'api'], { TEST_DATABASE_URL: pgUrl });
  }
  console.error(`\nPostgreSQL is not reachable at ${pgUrl}: start it or set TEST_DATABASE_URL.`);
  failedStages.push('API tests (PostgreSQL)');
  totals.failed += 1;
}

// Halves, so both cores stay busy once the PostgreSQL run, the shorter one, has ended.
const sqliteHalves = [1, 2].map((half) =>
  vitest(`unit, component and API tests (SQLite, half ${half} of 2)`, [`--shard=${half}/2`]),
);
await Promise.all([...sqliteHalves, postgresSuite()]);

// The journeys take both cores (two browsers at once); the desktop renderer's three steps, mostly
// waiting on its window, run beside them.
// The production recipe's test brings up Caddy from Debian's packages; where it cannot be had,
// the journeys leave that one file out, and the run says so.
const PROXY_RECIPE_TEST = 'e2e/reliability/proxy-recipe.e2e.test.ts';
const caddy = spawnSync('caddy', ['version'], { encoding: 'utf8' }).status === 0;
if (!caddy) {
  console.warn(
    `\nNOT RUN: ${PROXY_RECIPE_TEST} needs Caddy, which is not installed here (apt-get install -y caddy).\n`,
  );
}
await Promise.all([
  vitest('browser journeys (Chromium)', [
    '--config',
    'e2e/vitest.config.ts',
    ...(caddy ? [] : ['--exclude', PROXY_RECIPE_TEST]),
  ]),
  vitest('desktop renderer in Chromium', ['--config', 'admin-desktop/vitest.e2e.config.ts']),
]);
await fuzzers;
finish();
