#!/usr/bin/env node
// `npm run setup`: installs every workspace's dependencies and builds the API and the
// storefront, so that `npm start` opens the shop (seeding the demo data on first start).
// Electron's own binary is only needed for `npm run desktop`, which fetches it then.
import { spawnSync } from 'node:child_process';

function run(command, args, env = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npm', ['ci', '--no-audit', '--no-fund'], { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' });
run('npm', ['run', 'build']);
console.log('\nReady. Start the shop with: npm start');
