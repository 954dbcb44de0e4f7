import fs from 'node:fs/promises';
import path from 'node:path';
import {
  FIRST_DATA_ELEMENT_ID,
  FIRST_SCREEN_FONTS,
  SERVER_RENDERED_ATTRIBUTE,
  type FirstData,
  type RenderedPage,
} from '@wallart/domain';
import { pageCode } from './page-code';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), as far as it is read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  /** Files its code or styles refer to: pictures, fonts. */
  assets?: string[];
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
  /**
   * Stylesheets written into the page (by their address, `/assets/….css`) instead of linked,
   * so a drawn page paints as soon as it arrives rather than a request later.
   */
  inlineStyles?: ReadonlyMap<string, string>;
  /** schema.org items for search engines, each written as a JSON-LD script in the head. */
  structuredData?: readonly unknown[];
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
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
/** The template's entry script and the preloads of what it imports, each on its own line. */
const ENTRY_CODE =
  /[ \t]*(?:<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">)\n?/g;

/**
 * The drawn screen inside `#root`, its own title and description in the head, and the
 * template's entry script and module preloads taken out (answered as `code`) to go after the
 * markup: the page paints from the HTML alone, so its scripts need not share the connection
 * with it before then.
 */
function withRenderedPage(template: string, page: RenderedPage) {
  const code: string[] = [];
  const html = template
    .replace(TITLE, () => `<title>${escapeAttribute(page.title)}</title>`)
    .replace(
      DESCRIPTION,
      () => `<meta name="description" content="${escapeAttribute(page.description)}" />`,
    )
    .replace(EMPTY_ROOT, () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page.html}</div>`)
    .replace(ENTRY_CODE, (tag) => {
      code.push(tag.trim());
      return '';
    });
  return { html, code };
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

/** The stylesheets the page links to: the template's and those of the screen's code. */
export function pageStylesheets(
  template: string,
  manifest: Manifest | null,
  module: string | null,
) {
  const linked = [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
  const route = manifest && module ? routeAssets(manifest, module).styles : [];
  return [...linked, ...route.map((file) => `/${file}`)];
}

/** The first screen's web fonts among the entry's files (see FIRST_SCREEN_FONTS). */
export function firstScreenFonts(manifest: Manifest): string[] {
  const assets = manifest['index.html']?.assets ?? [];
  return FIRST_SCREEN_FONTS.flatMap((name) =>
    assets.filter((file) => file.startsWith(`assets/${name}-`) && file.endsWith('.woff2')),
  );
}

/** A stylesheet as a `<style>` element when its text is given, else as a link. */
function stylesheet(href: string, inline: ReadonlyMap<string, string> | undefined): string {
  const css = inline?.get(href);
  // No stylesheet of the build closes a style element; made sure of all the same.
  if (css !== undefined) return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  return `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`;
}

/** index.html with the screen's preloads in the head and its first data before `</body>`. */
export function renderIndex(
  template: string,
  manifest: Manifest | null,
  additions: PageAdditions,
): string {
  const { rendered, inlineStyles } = additions;
  const head: string[] = additions.images.map(
    (url) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(url)}">`,
  );
  for (const item of additions.structuredData ?? []) {
    head.push(`<script type="application/ld+json">${jsonForScript(item)}</script>`);
  }
  let html = template;
  // Scripts that go after the markup (a drawn page's; see withRenderedPage).
  const code: string[] = [];
  if (rendered) {
    const drawn = withRenderedPage(template, rendered);
    html = drawn.html;
    code.push(...drawn.code);
  }
  if (manifest && additions.module) {
    const { scripts, styles } = routeAssets(manifest, additions.module);
    for (const file of scripts) {
      (rendered ? code : head).push(
        `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`,
      );
    }
    for (const file of styles) head.push(stylesheet(`/${file}`, inlineStyles));
  }
  if (manifest && rendered) {
    for (const file of firstScreenFonts(manifest)) {
      head.push(
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeAttribute(file)}">`,
      );
    }
  }
  if (inlineStyles) {
    html = html.replace(STYLESHEET_LINK, (link, href: string) =>
      inlineStyles.has(href) ? stylesheet(href, inlineStyles) : link,
    );
  }
  // Function replacements: request data reaches these strings (a search for "$`" is text, not
  // a replacement pattern).
  if (head.length) html = html.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
  if (additions.data) {
    const script = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${jsonForScript(additions.data)}</script>`;
    html = html.replace('</body>', () => `  ${script}\n  </body>`);
  }
  if (code.length) html = html.replace('</body>', () => `  ${pageCode(code)}\n  </body>`);
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
  const stylesheets = new Map<string, () => Promise<string | null>>();
  return {
    /** A stylesheet of the build by its address (`/assets/….css`), or null. */
    stylesheet(href: string): Promise<string | null> {
      const file = path.join(dir, path.normalize(href));
      if (!href.endsWith('.css') || !file.startsWith(path.join(dir, 'assets'))) {
        return Promise.resolve(null);
      }
      let read = stylesheets.get(href);
      if (!read) {
        read = cachedFile(file, (text) => text);
        stylesheets.set(href, read);
      }
      return read();
    },
    template: cachedFile(path.join(dir, 'index.html'), (text) => text),
    manifest: cachedFile(
      path.join(dir, '.vite', 'manifest.json'),
      (text) => JSON.parse(text) as Manifest,
    ),
  };
}
