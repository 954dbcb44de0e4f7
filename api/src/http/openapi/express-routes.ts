import type { Express } from 'express';

interface RouteLike {
  path: string | string[];
  methods: Record<string, boolean>;
}
interface LayerLike {
  rawPath?: string | string[];
  route?: RouteLike;
  handle?: { stack?: LayerLike[] };
}

export interface ServedRoute {
  method: string;
  /** In Express's syntax, e.g. `/api/order/:orderID`. */
  path: string;
}

const join = (prefix: string, path: string) =>
  path === '/' ? prefix || '/' : `${prefix}${path}`.replace(/\/+/g, '/');

/** Every method and path the app's routers answer under `under`, found by walking Express. */
export function servedRoutes(app: Express, under = '/api'): ServedRoute[] {
  const found: ServedRoute[] = [];
  const walk = (stack: LayerLike[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = [layer.route.path].flat();
        for (const path of paths) {
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== '_all') found.push({ method, path: join(prefix, path) });
          }
        }
      } else if (layer.handle?.stack) {
        for (const path of [layer.rawPath ?? '/'].flat())
          walk(layer.handle.stack, join(prefix, path));
      }
    }
  };
  walk((app as unknown as { router: { stack: LayerLike[] } }).router.stack, '');
  return found.filter((r) => r.path === under || r.path.startsWith(`${under}/`));
}
