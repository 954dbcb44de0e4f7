import { queryOptions, useQuery } from '@tanstack/react-query';
import { BRAND, DEFAULT_LANGUAGE, type Language } from '@wallart/domain/rules';
import { api } from './api';
import { useInBrowser } from './in-browser';
import { queryRoots } from './query-keys';

/**
 * Queries more than one feature reads, built once so each endpoint has one key: a product's
 * detail (the product page, and the cart and checkout re-reading prices and stock), the
 * signed-in user (the header and the account pages), the shop's public config (Google
 * sign-in, payment methods, bank details) and its display currencies.
 */
export const sharedKeys = {
  productDetail: (productId: string, lang: Language = DEFAULT_LANGUAGE) =>
    [...queryRoots.products, 'detail', productId, lang] as const,
  config: () => [...queryRoots.config] as const,
  currencies: () => [...queryRoots.config, 'currencies'] as const,
  currentUser: () => [...queryRoots.user, 'current'] as const,
};

export const sharedQueries = {
  /** In the page's language; the cart and checkout read prices and stock, the same in each. */
  productDetail: (productId: string, lang: Language = DEFAULT_LANGUAGE) =>
    queryOptions({
      queryKey: sharedKeys.productDetail(productId, lang),
      queryFn: () => api.product.get(productId, lang),
      retry: false,
    }),
  /**
   * The signed-in user. Also the header's check of a stored token: a 401 here ends the
   * session quietly; pages that need one send the shopper to log in (RequireSignIn).
   */
  currentUser: () =>
    queryOptions({
      queryKey: sharedKeys.currentUser(),
      queryFn: () => api.user.current({ sessionCheck: true }),
      retry: false,
    }),
  config: () =>
    queryOptions({
      queryKey: sharedKeys.config(),
      queryFn: () => api.system.config(),
      staleTime: Infinity,
      retry: false,
    }),
  /** The display currencies (PRODUCT §12): the header's picker and the "≈" beside prices. */
  currencies: () =>
    queryOptions({
      queryKey: sharedKeys.currencies(),
      queryFn: () => api.system.currencies(),
      staleTime: Infinity,
      retry: false,
    }),
};

export const useShopConfig = () => useQuery(sharedQueries.config());

/**
 * The shop's contact, as staff set it in Settings: the one address, phone and e-mail the
 * footer, the contact page and the order cards give (PRODUCT §16). The brand's own until the
 * config has arrived; every page the server draws carries it, so none changes on arrival.
 */
export function useShopContact(): { address: string; email: string; phone: string } {
  const shop = useShopConfig().data?.shop;
  return shop ? { address: shop.address, email: shop.email, phone: shop.phone } : BRAND.contact;
}

/**
 * The signed-in user, never while the server's drawing of this part of the page is being
 * taken over: React takes the page's parts over one by one, and the header's answer about the
 * shopper can arrive before the page's own part is taken over, which the server drew without
 * one.
 */
export function useCurrentUser(enabled = true) {
  const inBrowser = useInBrowser();
  return useQuery({
    ...sharedQueries.currentUser(),
    enabled: enabled && inBrowser,
    select: (user) => (inBrowser ? user : undefined),
  });
}
