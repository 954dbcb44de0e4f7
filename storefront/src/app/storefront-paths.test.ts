import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_MODULES, matchFirstPage, type FirstPageScreen } from '@wallart/domain';
import { routes } from './routes';

const storefrontRoot = path.resolve(__dirname, '../..');

/** The matched route's own path, as the router mounts it (the shell's index route has none). */
const routePath = (url: string) => {
  const leaf = matchRoutes(routes, url)?.at(-1)?.route;
  return leaf?.index ? '/' : leaf?.path;
};

describe('the shared table of storefront paths', () => {
  it('opens the same screen in the router as in the server’s first-page reading', () => {
    const cases: [string, FirstPageScreen | null, string | undefined][] = [
      ['/', 'home', '/'],
      ['/products', 'list', '/products'],
      ['/products/Living%20Room', 'list', '/products/:categoryName'],
      ['/overview/PRD-001', 'product', '/overview/:productId'],
      ['/returns-and-exchanges', 'content', '/returns-and-exchanges'],
      ['/shipping-info', 'content', '/shipping-info'],
      ['/cart', null, '/cart'],
      ['/no-such-page', null, '*'],
    ];
    for (const [url, screen, path] of cases) {
      expect(matchFirstPage(url)?.screen ?? null, url).toBe(screen);
      expect(routePath(url), url).toBe(path);
    }
  });

  it('names, for each preloaded screen, the storefront file that exports that screen', async () => {
    const screens: Record<FirstPageScreen, [string, () => Promise<object>, string]> = {
      home: ['src/app/pages/home-page.tsx', () => import('./pages/home-page'), 'HomePage'],
      list: [
        'src/features/products/product-list-page.tsx',
        () => import('../features/products/product-list-page'),
        'ProductListPage',
      ],
      product: [
        'src/features/products/product-detail-page.tsx',
        () => import('../features/products/product-detail-page'),
        'ProductDetailPage',
      ],
      content: [
        'src/features/info/content-page.tsx',
        () => import('../features/info/content-page'),
        'ReturnsPage',
      ],
    };
    for (const [screen, [file, load, name]] of Object.entries(screens)) {
      expect(FIRST_PAGE_MODULES[screen as FirstPageScreen]).toBe(file);
      expect(fs.existsSync(path.join(storefrontRoot, file)), file).toBe(true);
      expect(await load()).toHaveProperty(name);
    }
  });
});
