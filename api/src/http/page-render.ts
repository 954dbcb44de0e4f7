import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstData, RenderedPage } from '@wallart/domain';

export type RenderPage = (request: { url: string; data: FirstData }) => Promise<RenderedPage>;

interface Loaded {
  mtimeMs: number;
  render: RenderPage;
}

/** Where `vite build --ssr` writes the server bundle: a dot folder, which is never served. */
export const serverBundleOf = (storefrontDir: string) =>
  path.join(storefrontDir, '.server', 'entry-server.js');

/**
 * The storefront's page renderer, loaded from its build and loaded again after a rebuild.
 * Resolves to null when the build has no server bundle (the pages are then drawn in the
 * browser alone); rejects when the bundle is there but cannot be loaded.
 */
export function storefrontRenderer(storefrontDir: string) {
  const file = serverBundleOf(storefrontDir);
  let loaded: Loaded | null = null;
  return async (): Promise<Loaded | null> => {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await fs.stat(file));
    } catch {
      return null;
    }
    if (loaded?.mtimeMs === mtimeMs) return loaded;
    // The build's time in the address: a rebuilt bundle is a new module, not the cached one.
    const module = (await import(`${pathToFileURL(file).href}?build=${mtimeMs}`)) as {
      renderPage?: unknown;
    };
    if (typeof module.renderPage !== 'function') {
      throw new Error(`${file} does not export renderPage`);
    }
    loaded = { mtimeMs, render: module.renderPage as RenderPage };
    return loaded;
  };
}
