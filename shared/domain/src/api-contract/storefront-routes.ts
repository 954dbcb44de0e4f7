/**
 * The storefront's pages, written once. The storefront's router mounts a screen at each path
 * (storefront/src/app/routes.tsx), and the API reads the same table to know which screen a URL
 * opens, so it can write that screen's first data into the page (api/src/http/first-page.ts).
 * Paths use the router's syntax: `:name` is one path segment.
 */
export const STOREFRONT_PATHS = {
  home: '/',
  products: '/products',
  category: '/products/:categoryName',
  product: '/overview/:productId',
  cart: '/cart',
  checkout: '/checkout',
  profile: '/profile',
  orders: '/orders',
  /** "Find my order" (PRODUCT §11): a fresh link to a guest order, by number and e-mail. */
  orderLookup: '/orders/lookup',
  /** A guest order's private page: its key in the path, never in a query string. */
  guestOrder: '/order/:token',
  contact: '/contact',
  about: '/about',
  reviews: '/reviews',
  returns: '/returns-and-exchanges',
  shipping: '/shipping-info',
  privacy: '/privacy-policy',
  terms: '/terms',
  faq: '/faq',
  wishlist: '/wishlist',
  backInStockStop: '/back-in-stock/stop/:token',
  login: '/login',
  register: '/register',
  forgotPassword: '/forget',
  quote: '/quote/:token',
  testing: '/testing',
  admin: '/admin/*',
} as const;

/** The storefront screens whose first data the server writes into the page. */
export type FirstPageScreen = 'home' | 'list' | 'product' | 'content';

/** Which paths open each of those screens. */
export const FIRST_PAGE_ROUTES: readonly { screen: FirstPageScreen; path: string }[] = [
  { screen: 'home', path: STOREFRONT_PATHS.home },
  { screen: 'list', path: STOREFRONT_PATHS.products },
  { screen: 'list', path: STOREFRONT_PATHS.category },
  { screen: 'product', path: STOREFRONT_PATHS.product },
  { screen: 'content', path: STOREFRONT_PATHS.about },
  { screen: 'content', path: STOREFRONT_PATHS.faq },
  { screen: 'content', path: STOREFRONT_PATHS.returns },
  { screen: 'content', path: STOREFRONT_PATHS.shipping },
  { screen: 'content', path: STOREFRONT_PATHS.privacy },
  { screen: 'content', path: STOREFRONT_PATHS.terms },
];

/**
 * Each of those screens' code in the storefront (its source file, which is its key in Vite's
 * build manifest), so the page can ask for that code at once instead of after the app started.
 */
export const FIRST_PAGE_MODULES: Record<FirstPageScreen, string> = {
  home: 'src/app/pages/home-page.tsx',
  list: 'src/features/products/product-list-page.tsx',
  product: 'src/features/products/product-detail-page.tsx',
  content: 'src/features/info/content-page.tsx',
};

/** The guest order page's code (its key in Vite's build manifest), drawn on the server too. */
export const GUEST_ORDER_MODULE = 'src/features/orders/guest-order-page.tsx';

/** The key in a guest order page's address (still URL-encoded), or null for other pages. */
export function guestOrderKeyOf(pathname: string): string | null {
  return matchStorefrontPath(STOREFRONT_PATHS.guestOrder, pathname)?.token ?? null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The path's parameters (raw, not decoded) when it matches the pattern as the router matches
 * it: ignoring case and a trailing slash. Null when it does not match.
 */
export function matchStorefrontPath(
  pattern: string,
  pathname: string,
): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = new RegExp(`^${source}$`, 'i').exec(path || '/');
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
}

/**
 * What the server does with a storefront path (its language prefix taken off): `data` for the
 * screens above (drawn with their first data), `drawn` for every other shopper page (drawn
 * with its texts; what is private loads in the browser), `browser` for what the browser alone
 * draws (staff screens, the testing page, a guest order's private page), and `unknown` for an
 * address that is no page: drawn as the 404, with that status.
 */
export type StorefrontPathKind = 'data' | 'drawn' | 'browser' | 'unknown';

const DRAWN_IN_BROWSER: readonly string[] = [STOREFRONT_PATHS.testing, STOREFRONT_PATHS.guestOrder];

export function storefrontPathKind(pathname: string): StorefrontPathKind {
  if (matchFirstPage(pathname)) return 'data';
  // The admin's own router reads the rest of its path.
  if (/^\/admin(\/|$)/i.test(pathname)) return 'browser';
  for (const path of Object.values(STOREFRONT_PATHS)) {
    if (!matchStorefrontPath(path, pathname)) continue;
    return DRAWN_IN_BROWSER.includes(path) ? 'browser' : 'drawn';
  }
  return 'unknown';
}

/** The first-page screen a storefront URL opens, with the path's parameters; null for others. */
export function matchFirstPage(
  pathname: string,
): { screen: FirstPageScreen; params: Record<string, string> } | null {
  for (const { screen, path } of FIRST_PAGE_ROUTES) {
    const params = matchStorefrontPath(path, pathname);
    if (params) return { screen, params };
  }
  return null;
}
