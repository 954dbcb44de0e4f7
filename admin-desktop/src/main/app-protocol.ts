import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Protocol } from 'electron';
import { APP_HOST, APP_SCHEME, RENDERER_CSP } from './security';

/**
 * The built renderer is served from app://wallart-admin, a standard and secure scheme: pages get
 * a real origin (which the API's CORS allows), history routing and a secure context.
 * Must run before the app is ready.
 */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
};

export type ResolvedRequest =
  { kind: 'file'; filePath: string } | { kind: 'refused'; status: 400 | 403 | 404 };

/**
 * Maps an app:// request to a file inside the renderer folder, refusing anything that would
 * leave it (`..`, encoded separators, absolute paths, NUL). Paths without an extension are
 * client-side routes and get index.html.
 */
export function resolveRendererRequest(rendererDir: string, requestUrl: string): ResolvedRequest {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { kind: 'refused', status: 400 };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) {
    return { kind: 'refused', status: 403 };
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'refused', status: 400 };
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return { kind: 'refused', status: 400 };
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    return { kind: 'refused', status: 403 };
  }
  const root = path.resolve(rendererDir);
  const relative = segments.length === 0 ? 'index.html' : segments.join('/');
  const target = path.extname(relative) === '' ? 'index.html' : relative;
  const filePath = path.resolve(root, target);
  if (filePath !== root && !filePath.startsWith(root + path.sep)) {
    return { kind: 'refused', status: 403 };
  }
  return { kind: 'file', filePath };
}

/** Answers one app:// request with the file's bytes, or a plain error status. */
export async function respondToAppRequest(rendererDir: string, requestUrl: string) {
  const resolved = resolveRendererRequest(rendererDir, requestUrl);
  if (resolved.kind === 'refused') return new Response(null, { status: resolved.status });
  try {
    const info = await stat(resolved.filePath);
    if (!info.isFile()) return new Response(null, { status: 404 });
    const body = await readFile(resolved.filePath);
    const type = MIME_TYPES[path.extname(resolved.filePath).toLowerCase()];
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: {
        'Content-Type': type ?? 'application/octet-stream',
        'Content-Security-Policy': RENDERER_CSP,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
      },
    });
  } catch {
    return new Response(null, { status: 404 });
  }
}

export function serveRenderer(protocol: Pick<Protocol, 'handle'>, rendererDir: string): void {
  protocol.handle(APP_SCHEME, (request) => respondToAppRequest(rendererDir, request.url));
}
