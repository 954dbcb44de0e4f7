// Makes sure Electron's own program is on this machine before `npm run desktop` starts it.
// The npm package can be installed without it (ELECTRON_SKIP_BINARY_DOWNLOAD=1, as CI does);
// then this runs Electron's installer, which downloads the binary once.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const electronDir = path.dirname(require.resolve('electron/package.json'));

function binaryPath() {
  const pathFile = path.join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = path.join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

if (!binaryPath()) {
  console.log('Electron is not downloaded yet: fetching it once (about 100 MB)…');
  const env = { ...process.env };
  delete env.ELECTRON_SKIP_BINARY_DOWNLOAD;
  const result = spawnSync(process.execPath, [path.join(electronDir, 'install.js')], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0 || !binaryPath()) {
    console.error(
      'Could not download Electron. Check the internet connection, then run ' +
        '`node node_modules/electron/install.js` and `npm run desktop` again.',
    );
    process.exit(1);
  }
}
