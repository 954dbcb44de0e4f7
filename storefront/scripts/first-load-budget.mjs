#!/usr/bin/env node
// Sums the gzipped JavaScript a shopper downloads to see each page drawn on the server (the
// entry chunk, the screen's chunk and everything they import), checks each against the budget,
// and checks that no admin screen is among those files; and that the product page's first load
// leaves out "View on a wall", which it fetches only when a shopper opens it. Each page is
// counted in each language, with the texts it loads in that language: the shell's section of
// the catalogue and the screen's own (src/i18n/sections.ts). Run after `vite build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const ADMIN_MARKERS = ['Product Management', 'data-wallart-admin'];
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const SCREENS = {
  home: 'src/app/pages/home-page.tsx',
  'product list': 'src/features/products/product-list-page.tsx',
  'product page': 'src/features/products/product-detail-page.tsx',
};
/** The catalogue sections each screen loads besides the shell's (as routes.tsx asks). */
const SCREEN_SECTIONS = { home: ['home'], 'product list': ['list'], 'product page': ['product'] };
const LANGUAGES = ['en', 'si', 'ta'];

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
/** The gzipped bytes of a language's catalogue sections (a section with no texts has none). */
function textBytes(lang, sections) {
  return ['shell', ...sections]
    .map((section) => manifest[`virtual:shop-messages/${lang}/${section}`]?.file)
    .filter(Boolean)
    .reduce((sum, file) => sum + gzipped(file), 0);
}

let overBudget = false;
let adminFound = [];
for (const [screen, module] of Object.entries(SCREENS)) {
  const keys = new Set([...closure('index.html'), ...closure(module)]);
  let total = 0;
  const rows = [];
  for (const key of keys) {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(dist, file));
    const gz = gzipSync(code, { level: 9 }).length;
    total += gz;
    rows.push([file, gz]);
    const text = code.toString('utf8');
    adminFound = adminFound.concat(
      ADMIN_MARKERS.filter((m) => text.includes(m)).map((m) => `${file}: ${m}`),
    );
  }
  if (screen === 'home') {
    rows.sort((a, b) => b[1] - a[1]);
    for (const [file, gz] of rows) console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  for (const lang of LANGUAGES) {
    const texts = textBytes(lang, SCREEN_SECTIONS[screen]);
    const kb = (total + texts) / 1024;
    console.log(
      `${kb.toFixed(1).padStart(7)} KB  ${screen} first load in ${lang} (gzip; texts ${(texts / 1024).toFixed(1)} KB), budget ${BUDGET_KB} KB`,
    );
    overBudget ||= kb > BUDGET_KB;
  }
}
adminFound = [...new Set(adminFound)];
if (adminFound.length)
  console.log(`admin code in the shopper's first load:\n  ${adminFound.join('\n  ')}`);

// "View on a wall" (its scenes and scale maths) is fetched when opened, never with the page.
const PRODUCT_PAGE = 'src/features/products/product-detail-page.tsx';
const WALL_PREVIEW = 'src/features/wall-preview/wall-preview-dialog.tsx';
const WALL_MARKERS = ['on a wall above', 'bed headboard'];
const productPage = closure(PRODUCT_PAGE, closure('index.html'));
const wallProblems = [];
if (!manifest[PRODUCT_PAGE]?.dynamicImports?.includes(WALL_PREVIEW)) {
  wallProblems.push(`${PRODUCT_PAGE} does not load ${WALL_PREVIEW} on demand`);
}
if (productPage.has(WALL_PREVIEW)) wallProblems.push(`${WALL_PREVIEW} is in the first load`);
for (const key of productPage) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const text = readFileSync(join(dist, file), 'utf8');
  for (const marker of WALL_MARKERS.filter((m) => text.includes(m))) {
    wallProblems.push(`${file} carries "${marker}"`);
  }
}
console.log(
  wallProblems.length
    ? `"View on a wall" in the product page's first load:\n  ${wallProblems.join('\n  ')}`
    : `product page first load leaves "View on a wall" out (fetched when opened)`,
);
process.exit(overBudget || adminFound.length || wallProblems.length ? 1 : 0);
