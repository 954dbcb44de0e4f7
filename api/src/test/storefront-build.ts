import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverBundleOf } from '../http/page-render';

/** index.html as Vite's build writes it, with `head` (whole lines) after the charset. */
export const indexHtml = (head: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
${head}  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A new temporary folder holding a build's index.html and Vite manifest; answers its path. */
export function writeBuild(html: string, manifest: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-storefront-'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const INDEX_HTML = indexHtml(`    <title>Wall Art Shop | Canvas prints and wall art</title>
    <meta
      name="description"
      content="The shop's own description."
    />
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-C1.css">
`);

/**
 * A page renderer standing in for the storefront's server bundle: it writes the names of the
 * prints the page's data holds (or the bodies of its shop texts; none for a page without data) into an `<h1>`, and throws for a print named "Breaks the
 * screen"; a page drawn in a display currency other than LKR says "in USD". It counts its drawings on `globalThis.storefrontDraws`, so a test can tell a
 * drawn page from a kept one.
 */
const RENDERER = `
const names = (data) =>
  data.guestOrder
    ? ['Order ' + data.guestOrder.order.orderID]
    : data.product
    ? [data.product.product.name]
    : data.list
      ? data.list.result.items.map((p) => p.name)
      : data.feeds
        ? data.feeds.trending.map((p) => p.name)
        : data.content
          ? data.content.texts.map((text) => text.body)
          : [];

// The display currency a page is drawn in, when it is not LKR.
const inCurrency = (data) =>
  data.currencies && data.currencies.chosen !== 'LKR'
    ? '<p>in ' + data.currencies.chosen + '</p>'
    : '';

export async function renderPage({ url, data }) {
  globalThis.storefrontDraws = (globalThis.storefrontDraws ?? 0) + 1;
  const shown = names(data);
  if (shown.includes('Breaks the screen')) throw new Error('The screen threw');
  return {
    html: '<main><h1>' + shown.join(', ') + '</h1><p>' + url + '</p>' + inCurrency(data) + '</main>',
    title: (shown[0] ?? 'A page') + ' | Wall Art Shop',
    description: 'Prints: ' + shown.join(', ') + ' & more',
  };
}
`;

/** The entry's stylesheet and fonts, and a product page whose code brings one more sheet. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-E1.js',
    css: ['assets/index-C1.css'],
    assets: [
      'assets/inter-latin-400-normal-F1.woff2',
      'assets/inter-latin-400-normal-F1.woff',
      'assets/inter-latin-600-normal-F2.woff2',
      'assets/cormorant-garamond-latin-600-normal-F3.woff2',
    ],
  },
  'src/features/products/product-detail-page.tsx': {
    file: 'assets/detail-page-D1.js',
    css: ['assets/detail-page-C2.css'],
  },
};

/** The stylesheets of the build above, by address. */
export const BUILD_STYLES = {
  '/assets/index-C1.css': 'body{margin:0}',
  '/assets/detail-page-C2.css': '.gallery{display:grid}',
};

/** A storefront build with index.html, its manifest and a server bundle, in a folder of its own. */
export function storefrontBuild(): { dir: string; remove: () => void } {
  const dir = writeBuild(INDEX_HTML, MANIFEST);
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [href, css] of Object.entries(BUILD_STYLES))
    fs.writeFileSync(path.join(dir, href), css);
  fs.mkdirSync(path.dirname(serverBundleOf(dir)), { recursive: true });
  fs.writeFileSync(serverBundleOf(dir), RENDERER);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** How many pages the stand-in renderer has drawn in this process. */
export const pagesDrawn = () => (globalThis as { storefrontDraws?: number }).storefrontDraws ?? 0;
