import fs from 'node:fs/promises';
import path from 'node:path';
import { FIRST_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE, type FirstData } from '@wallart/domain';
import type { RenderedPage } from './page-render';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), as far as it is read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageAdditions {
  /** Written as a JSON script for the app to start from. */
  data: FirstData | null;
  /** Pictures to fetch at high priority alongside the code. */
  images: string[];
  /** The manifest key of the screen's code, fetched with everything it imports. */
  module: string | null;
  /** The screen drawn on the server, with its title and description; null to draw it here. */
  rendered?: RenderedPage | null;
}

/**
 * JSON that is safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), no `>`
 * or `&`, and no U+2028/U+2029 line separators, each written as its `\u` escape instead.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** The drawn screen inside `#root`, and its own title and description in the head. */
function withRenderedPage(template: string, page: RenderedPage): string {
  return template
    .replace(TITLE, () => `<title>${escapeAttribute(page.title)}</title>`)
    .replace(
      DESCRIPTION,
      () => `<meta name="description" content="${escapeAttribute(page.description)}" />`,
    )
    .replace(EMPTY_ROOT, () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page.html}</div>`);
}

/** The chunk and everything it imports, in import order. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** The screen's JavaScript and CSS files that the entry does not already load. */
export function routeAssets(manifest: Manifest, module: string) {
  const entry = closure(manifest, 'index.html');
  const scripts: string[] = [];
  const styles: string[] = [];
  const entryStyles = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  for (const key of closure(manifest, module)) {
    if (entry.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) scripts.push(chunk.file);
    for (const css of chunk.css ?? []) {
      if (!entryStyles.has(css) && !styles.includes(css)) styles.push(css);
    }
  }
  return { scripts, styles };
}

/** index.html with the screen's preloads in the head and its first data before `</body>`. */
export function renderIndex(
  template: string,
  manifest: Manifest | null,
  additions: PageAdditions,
): string {
  const head: string[] = additions.images.map(
    (url) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(url)}">`,
  );
  if (manifest && additions.module) {
    const { scripts, styles } = routeAssets(manifest, additions.module);
    for (const file of scripts)
      head.push(`<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`);
    for (const file of styles)
      head.push(`<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`);
  }
  let html = additions.rendered ? withRenderedPage(template, additions.rendered) : template;
  // Function replacements: request data reaches these strings (a search for "$`" is text, not
  // a replacement pattern).
  if (head.length) html = html.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
  if (additions.data) {
    const script = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${jsonForScript(additions.data)}</script>`;
    html = html.replace('</body>', () => `  ${script}\n  </body>`);
  }
  return html;
}

interface Cached<T> {
  mtimeMs: number;
  value: T;
}

/**
 * Reads a file of the build and keeps it until the file changes, so a rebuild while the
 * server runs is picked up as `sendFile` would. Null when the file is missing or unreadable.
 */
export function cachedFile<T>(file: string, read: (text: string) => T) {
  let cached: Cached<T> | null = null;
  return async (): Promise<T | null> => {
    try {
      const { mtimeMs } = await fs.stat(file);
      if (cached?.mtimeMs === mtimeMs) return cached.value;
      const value = read(await fs.readFile(file, 'utf8'));
      cached = { mtimeMs, value };
      return value;
    } catch {
      return null;
    }
  };
}

export function buildFiles(dir: string) {
  return {
    template: cachedFile(path.join(dir, 'index.html'), (text) => text),
    manifest: cachedFile(
      path.join(dir, '.vite', 'manifest.json'),
      (text) => JSON.parse(text) as Manifest,
    ),
  };
}
