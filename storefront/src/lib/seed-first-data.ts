import type { QueryClient } from '@tanstack/react-query';
import { guestOrderKeyOf, type FirstData, type Language } from '@wallart/domain/rules';
import { seedProductQueries } from '../features/products/products.queries';
import { seedCurrencies } from './display-currency';
import { sharedKeys } from './shared-queries';

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Puts the answers the server wrote into the page (or drew it with) into the query cache, as
 * the screen's own calls would have: the catalogue's, the owner's texts, and on a guest order's page its order
 * and the shop's config, under the key read from the page's address (`pathname`, without a
 * language prefix), the catalogue's in the page's language. The texts' and orders' queries load only for a page that has them, so the
 * catalogue pages' first load leaves them out.
 */
export async function seedFirstData(
  client: QueryClient,
  data: FirstData,
  pathname: string,
  lang: Language,
) {
  seedProductQueries(client, data, lang);
  seedCurrencies(client, data);
  if (data.config) client.setQueryData(sharedKeys.config(), data.config);
  if (data.content) {
    const { seedContentQueries } = await import('../features/info/content.queries');
    seedContentQueries(client, data);
  }
  const segment = data.guestOrder && guestOrderKeyOf(pathname);
  const key = segment ? decoded(segment) : null;
  if (!data.guestOrder || !key) return;
  const { orderKeys } = await import('../features/orders/orders.queries');
  client.setQueryData(orderKeys.byKey(key), data.guestOrder.order);
  client.setQueryData(sharedKeys.config(), data.guestOrder.config);
}
