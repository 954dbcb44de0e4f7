import { hydrateRoot, type Root } from 'react-dom/client';
import {
  BrowserRouter,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router-dom';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  languageBase,
  SERVER_RENDERED_ATTRIBUTE,
  splitLanguagePath,
  type FirstData,
} from '@wallart/domain/rules';
import { createQueryClient } from './app/providers';
import { AppRoutes } from './app/router';
import { preloadRoute } from './app/routes';
import { ShopApp } from './app/shop-app';
import { renderPage } from './entry-server';
import { loadSections, startBrowserLanguage } from './i18n/catalogues';
import { LanguageContext } from './i18n/i18n';
import { aProduct, aShopConfig } from '@wallart/admin-ui/testing/fixtures';
import { seedFirstData } from './lib/seed-first-data';

const spiceMarket = aProduct({
  _id: '11',
  productId: 'WA-KI-001',
  name: 'Spice Market',
  category: 'Kitchen',
  price: 12500,
  labeledPrice: 12500,
  images: ['/uploads/spice.jpg'],
});
const teaPlucker = aProduct({
  _id: '12',
  productId: 'WA-KI-002',
  name: 'Tea Plucker at Noon',
  category: 'Kitchen',
  price: 9900,
  labeledPrice: 11000,
  images: ['/uploads/tea.jpg'],
});
const ella = aProduct();

const kitchenList: FirstData = {
  list: {
    category: 'Kitchen',
    search: '',
    page: 1,
    view: {},
    result: { items: [spiceMarket, teaPlucker], total: 2, page: 1, limit: 12 },
  },
  config: aShopConfig(),
};
const productPage: FirstData = {
  product: { productId: ella.productId, product: ella, recommended: [spiceMarket] },
  config: aShopConfig(),
};
const promise = {
  key: 'home-shipping' as const,
  language: 'en' as const,
  body: 'Free worldwide shipping and {returnDays}-day returns.',
  saved: false,
  settings: { freeShippingThreshold: 5000, returnDays: 30, shopEmail: 'hello@shop.lk' },
};
const home: FirstData = {
  feeds: { trending: [spiceMarket, ella], newArrivals: [teaPlucker] },
  content: { language: 'en', texts: [promise] },
  config: aShopConfig(),
};
const homeInSinhala: FirstData = { ...home, content: { language: 'si', texts: [promise] } };

/** The server's markup, parsed as the browser parses the page it arrives in. */
function arrive(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const cardLinks = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLAnchorElement>('a[href^="/overview/"]')].map((a) =>
    a.getAttribute('href'),
  );

/**
 * React's server renderer leaves the last value a provider gave on the context object, and
 * its mark as the context's renderer. A browser never ran a server render, so its router
 * starts outside any other, and screens drawn alone speak English: as here, before and after
 * every test.
 */
const serverLeftContexts = [
  LocationContext,
  NavigationContext,
  RouteContext,
  LanguageContext,
] as unknown as {
  _currentValue: unknown;
}[];
const outsideAnyProvider = serverLeftContexts.map((context) => context._currentValue);
function leaveServerRender() {
  serverLeftContexts.forEach((context, i) => (context._currentValue = outsideAnyProvider[i]));
}

/** React's warning about two renderers in one JavaScript realm: only a test has them. */
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context';

let mounted: Root | null = null;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.innerHTML = '';
  leaveServerRender();
});

describe('a shopper page drawn on the server', () => {
  it('a product page: its name as the heading, its price, its links, and its own title', async () => {
    const page = await renderPage({ url: `/overview/${ella.productId}`, data: productPage });
    const root = arrive(page.html);
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent(ella.name);
    expect(root).toHaveTextContent('LKR 18,500.00');
    // The shipping and returns lines quote the settings the page carries.
    expect(root).toHaveTextContent('Free shipping on orders over LKR 5,000');
    expect(root).toHaveTextContent('30-day return policy');
    expect(cardLinks(root)).toContain(`/overview/${spiceMarket.productId}`);
    for (const link of within(root).getAllByRole('link', { name: 'Products' })) {
      expect(link).toHaveAttribute('href', '/products');
    }
    expect(page.title).toBe(`${ella.name} | Wall Art Shop`);
    expect(page.description).toContain(ella.description);

    // Structured data is the server's, written into the head: the app draws none to hydrate.
    expect(root.querySelector('script')).toBeNull();
  });

  it('a category: its heading and every print with its price and link', async () => {
    const page = await renderPage({ url: '/products/Kitchen', data: kitchenList });
    const root = arrive(page.html);
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent('Kitchen');
    expect(root).toHaveTextContent('LKR 12,500.00');
    expect(root).toHaveTextContent('LKR 9,900.00');
    expect(cardLinks(root)).toEqual(
      expect.arrayContaining([
        `/overview/${spiceMarket.productId}`,
        `/overview/${teaPlucker.productId}`,
      ]),
    );
    expect(page.title).toBe('Kitchen Wall Art | Wall Art Shop');
  });

  it('the home page: the trending prints and new arrivals, with their prices, below the fold too', async () => {
    const page = await renderPage({ url: '/', data: home });
    const root = arrive(page.html);
    expect(within(root).getByRole('heading', { name: 'Trending Wall Arts' })).toBeInTheDocument();
    expect(within(root).getByRole('heading', { name: 'New Arrivals' })).toBeInTheDocument();
    expect(root).toHaveTextContent('LKR 9,900.00');
    expect(cardLinks(root)).toEqual(
      expect.arrayContaining([`/overview/${ella.productId}`, `/overview/${teaPlucker.productId}`]),
    );
    expect(page.title).toBe('Wall Art Shop');
    // The owner's shipping promise, its return window filled in from the settings.
    expect(root).toHaveTextContent('Free worldwide shipping and 30-day returns.');
  });

  it('fails, rather than sending half a page, when a screen throws', async () => {
    const broken = { product: { ...productPage.product, product: null } };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      renderPage({ url: `/overview/${ella.productId}`, data: broken as unknown as FirstData }),
    ).rejects.toThrow();
  });
});

describe('the browser takes a drawn page over', () => {
  const pages: [string, string, FirstData, string][] = [
    ['a product page', `/overview/${ella.productId}`, productPage, ella.name],
    ['a category', '/products/Kitchen', kitchenList, 'Kitchen'],
    ['the home page', '/', home, 'Trending Wall Arts'],
    ['the home page in Sinhala', '/si/', homeInSinhala, 'ජනප්‍රිය බිතු කලාකෘති'],
    ['a category in Sinhala', '/si/products/Kitchen', kitchenList, 'මුළුතැන්ගෙය'],
    ['a product page in Tamil', `/ta/overview/${ella.productId}`, productPage, ella.name],
  ];

  it.each(pages)('%s: hydrates with no mismatch and no request', async (_, url, data, heading) => {
    const { html } = await renderPage({ url, data });
    leaveServerRender();
    const root = arrive(html);
    const drawnHeading = screen.getAllByText(heading)[0];
    window.history.replaceState(null, '', url);
    const client = createQueryClient();
    const { lang, path } = splitLanguagePath(window.location.pathname);
    await seedFirstData(client, data, path);
    // As the browser starts: the shell's texts, then the screen's with its code.
    const language = startBrowserLanguage(lang);
    await loadSections(['shell']);
    await preloadRoute(path);
    const problems: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith(TWO_RENDERERS)) problems.push(args);
    });

    await act(async () => {
      mounted = hydrateRoot(
        root,
        <ShopApp client={client} render={{ fromServer: true }} language={language}>
          <BrowserRouter basename={languageBase(lang)}>
            <AppRoutes />
          </BrowserRouter>
        </ShopApp>,
        { onRecoverableError: (error) => problems.push(error) },
      );
    });

    expect(problems).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    // Hydration took over the markup that arrived rather than drawing the page anew.
    expect(screen.getAllByText(heading)[0]).toBe(drawnHeading);
    expect(root).toContainElement(drawnHeading ?? null);
  });
});
