import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyBuiltStorefront,
  startAdminSession,
  type AdminSession,
} from '../support/admin-session';

/** Texts only the admin screens carry (SPEC §2 and §8). */
const ADMIN_MARKERS = [
  'Product Management',
  'Add Product',
  'Delete Product',
  'Order status updated',
];

const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g;
const STATIC_REEXPORT = /\bexport\s*[\w$*{}\s,]*?\s*from\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g;

const specifiers = (code: string, pattern: RegExp) =>
  [...code.matchAll(pattern)].map((m) => m[1] ?? '').filter(Boolean);

let dist: string;
const read = (file: string) => fs.readFileSync(file, 'utf8');
const markersIn = (code: string) => ADMIN_MARKERS.filter((marker) => code.includes(marker));

/** Every file reached from `roots` by the given kinds of import. */
function closure(roots: string[], patterns: RegExp[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = read(file);
    for (const pattern of patterns) {
      for (const spec of specifiers(code, pattern))
        queue.push(path.resolve(path.dirname(file), spec));
    }
  }
  return seen;
}

/** The entry script and the module preloads index.html names: what every shopper downloads. */
function entryFiles(): string[] {
  const html = read(path.join(dist, 'index.html'));
  const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g)];
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g)];
  expect(entry).toHaveLength(1);
  return [...entry, ...preloads].map((m) => path.join(dist, m[1] ?? ''));
}

describe('the production storefront keeps admin code out of the shopper’s entry', () => {
  beforeAll(async () => {
    dist = await copyBuiltStorefront();
  });

  afterAll(() => {
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('finds the entry closure by following static imports', () => {
    const roots = entryFiles();
    for (const file of roots) expect(fs.existsSync(file), file).toBe(true);
    const entry = closure(roots, [STATIC_IMPORT, STATIC_REEXPORT]);
    const [entryScript] = roots;
    const imported = specifiers(read(entryScript ?? ''), STATIC_IMPORT);
    // The entry pulls in React and the shell through static imports, all of them on disk.
    expect(imported.length).toBeGreaterThan(0);
    for (const spec of imported) {
      expect(entry.has(path.resolve(path.dirname(entryScript ?? ''), spec))).toBe(true);
    }
    for (const file of entry) expect(fs.existsSync(file), file).toBe(true);
  });

  it('no file of the entry closure carries admin-only texts', () => {
    const entry = closure(entryFiles(), [STATIC_IMPORT, STATIC_REEXPORT]);
    const leaks = [...entry]
      .map((file) => ({ file: path.relative(dist, file), markers: markersIn(read(file)) }))
      .filter((f) => f.markers.length > 0);
    expect(leaks).toEqual([]);
  });

  it('the admin screens are in a chunk loaded lazily from the entry', () => {
    const roots = entryFiles();
    const entry = closure(roots, [STATIC_IMPORT, STATIC_REEXPORT]);
    const everything = closure(roots, [STATIC_IMPORT, STATIC_REEXPORT, DYNAMIC_IMPORT]);
    const lazy = [...everything].filter((file) => !entry.has(file));
    const adminChunks = lazy.filter((file) => markersIn(read(file)).length > 0);
    expect(adminChunks.length).toBeGreaterThan(0);
    const found = new Set(adminChunks.flatMap((file) => markersIn(read(file))));
    expect([...found].sort()).toEqual([...ADMIN_MARKERS].sort());
  });
});

describe('in the browser, a shopper downloads no admin code', () => {
  let session: AdminSession;

  beforeAll(async () => {
    session = await startAdminSession();
  });

  afterAll(async () => {
    await session?.close();
  });

  /** The files of the scripts a page asks this shop for, from here on. */
  function recordScripts(page: Page): Set<string> {
    const files = new Set<string>();
    page.on('request', (request) => {
      const { origin, pathname } = new URL(request.url());
      if (request.resourceType() !== 'script' || origin !== session.shop.url) return;
      files.add(path.join(session.storefrontDir, decodeURIComponent(pathname)));
    });
    return files;
  }

  it('browsing the shop fetches scripts without admin texts; /admin fetches them', async () => {
    const product = (await session.api.product.list({ limit: 1 })).items[0];
    if (!product) throw new Error('the shop has no products');
    const { page } = await session.open('/', { token: null });
    const shopper = recordScripts(page);
    for (const route of ['/', '/products', `/overview/${product.productId}`, '/cart', '/login']) {
      await page.goto(`${session.shop.url}${route}`);
      await page.waitForLoadState('networkidle');
    }
    expect(shopper.size).toBeGreaterThan(3);
    const leaks = [...shopper]
      .map((file) => ({ file, markers: markersIn(read(file)) }))
      .filter((s) => s.markers.length > 0);
    expect(leaks).toEqual([]);

    const admin = await session.open('/admin/products');
    const adminScripts = recordScripts(admin.page);
    await admin.page.reload();
    await admin.page.getByRole('heading', { name: 'Product Management' }).waitFor();
    const adminMarkers = [...adminScripts].flatMap((file) => markersIn(read(file)));
    expect(adminMarkers).toContain('Product Management');
  });
});
