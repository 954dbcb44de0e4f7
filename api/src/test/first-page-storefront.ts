import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@wallart/domain';
import { indexHtml, writeBuild } from './storefront-build';

/** The JSON a drawn page carries for the app, read back as a browser would. */
export function pageData(html: string): FirstData | null {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as FirstData) : null;
}

/**
 * A storefront build as Vite lays it out: index.html, hashed chunks and the manifest. The
 * screens' keys are written out here, not taken from the shared route table, so a table that
 * names the wrong file for a screen fails the preload checks of `first-page.test.ts`.
 */
export const INDEX_HTML = indexHtml(`    <title>Wall Art Shop</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-V1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C1.css">
`);
const MANIFEST = {
  'index.html': {
    file: 'assets/index-E1.js',
    imports: ['_vendor-V1.js'],
    css: ['assets/index-C1.css'],
  },
  '_vendor-V1.js': { file: 'assets/vendor-V1.js' },
  '_grid-G1.js': {
    file: 'assets/grid-G1.js',
    imports: ['_vendor-V1.js', 'index.html'],
    css: ['assets/grid-C2.css'],
  },
  'src/app/pages/home-page.tsx': {
    file: 'assets/home-page-H1.js',
    imports: ['index.html', '_vendor-V1.js', '_grid-G1.js'],
    css: ['assets/home-page-C3.css'],
  },
  'src/features/products/product-list-page.tsx': {
    file: 'assets/list-page-L1.js',
    imports: ['_grid-G1.js'],
  },
  'src/features/products/product-detail-page.tsx': {
    file: 'assets/detail-page-D1.js',
    imports: ['_grid-G1.js'],
  },
};

/** Writes that build into a new temporary folder and answers its path; the caller removes it. */
export function firstPageStorefront(): string {
  return writeBuild(INDEX_HTML, MANIFEST);
}
