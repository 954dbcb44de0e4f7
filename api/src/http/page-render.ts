import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstData, RenderedPage } from '@wallart/domain';

export type RenderPage = (request: { url: string; data: FirstData }) => Promise<RenderedPage>;

export interface Loaded {
  mtimeMs: number;
  render: RenderPage;
}

/** Where `vite build --ssr` writes the server bundle: a dot folder, which is never served. */
export const serverBundleOf = (storefrontDir: string) =>
  path.join(storefrontDir, '.server', 'entry-server.js');

export interface StorefrontRenderer {
  /**
   * The renderer of the current build, loaded at first and loaded again after a rebuild.
   * Resolves to null when the build has no server bundle (the pages are then drawn in the
   * browser alone); rejects when the bundle is there but cannot be loaded.
   */
  load(): Promise<Loaded | null>;
  /** Whether a renderer is loaded: pages are then drawn on the server. */
  readonly loaded: boolean;
}

/** The storefront's page renderer, from its build. */
export function storefrontRenderer(storefrontDir: string): StorefrontRenderer {
  const file = serverBundleOf(storefrontDir);
  let loaded: Loaded | null = null;
  return {
    get loaded() {
      return loaded !== null;
    },
    async load() {
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
    },
  };
}
