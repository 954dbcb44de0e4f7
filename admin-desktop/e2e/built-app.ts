import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const desktopDir = path.resolve(import.meta.dirname, '..');
export const outDir = path.join(desktopDir, 'out');

/** Builds main, preload and renderer with electron-vite unless a build is already there. */
export function ensureBuilt(): void {
  const built = ['main/index.js', 'preload/index.cjs', 'renderer/index.html'].every((file) =>
    existsSync(path.join(outDir, file)),
  );
  if (built) return;
  const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: desktopDir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`electron-vite build failed:\n${build.stderr}`);
}
