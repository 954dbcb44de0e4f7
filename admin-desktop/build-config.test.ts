import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '..');

function targetNames(target: unknown): string[] {
  const list = Array.isArray(target) ? target : [target];
  return list.map((entry) =>
    typeof entry === 'string' ? entry : (entry as { target: string }).target,
  );
}

/** The loader turns `files` into file sets ({ filter }); the patterns are what matter. */
function filePatterns(files: unknown): string[] {
  const list = Array.isArray(files) ? files : [files];
  return list.flatMap((entry) =>
    typeof entry === 'string' ? [entry] : ((entry as { filter?: string[] }).filter ?? []),
  );
}

describe('electron-builder.yml', async () => {
  // Loaded and checked by electron-builder's own loader and schema, as `dist:desktop` will.
  const config = await getConfig(repoRoot, 'electron-builder.yml', null);

  it('passes electron-builder’s schema', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('names the app', () => {
    expect(config.appId).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+){2,}$/);
    expect(config.productName).toBe('Wall Art Admin');
  });

  it('builds AppImage and deb on Linux, NSIS on Windows, dmg on macOS', () => {
    expect(targetNames(config.linux?.target).sort()).toEqual(['AppImage', 'deb']);
    expect(targetNames(config.win?.target)).toEqual(['nsis']);
    expect(targetNames(config.mac?.target)).toEqual(['dmg']);
  });

  it('packages the built output of admin-desktop, without source maps', () => {
    expect(config.directories?.app).toBe('admin-desktop');
    expect(filePatterns(config.files)).toEqual(['out/**/*', '!out/**/*.map', 'package.json']);
    const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
    expect(pkg.main).toBe('out/main/index.js');
    // Everything is bundled by electron-vite: no node_modules are shipped.
    expect(pkg.dependencies ?? {}).toEqual({});
  });

  it('has a square PNG icon large enough for every platform', async () => {
    expect(config.icon).toBe('admin-desktop/build/icon.png');
    const meta = await sharp(path.join(repoRoot, String(config.icon))).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(meta.height);
    expect(meta.width).toBeGreaterThanOrEqual(512);
  });

  it('is run by the root scripts', () => {
    const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(root.scripts['build:desktop']).toContain('@wallart/admin-desktop');
    expect(root.scripts['dist:desktop']).toMatch(/build:desktop && electron-builder/);
    expect(root.scripts.desktop).toMatch(/ensure-electron\.mjs && .*admin-desktop/);
  });

  it('flips Electron’s fuses: no Node mode, no NODE_OPTIONS or --inspect, only its checked app.asar', () => {
    expect(config.asar).toBe(true);
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });
});
