import type { Order } from './order.schemas';

/** An order its shopper cancelled by deleting it from their list: when, and by whom. */
export interface ShopperCancellation {
  at: string;
  /** The address the history names; null when the history was not sent (a list row). */
  by: string | null;
}

/**
 * Staff's view of a shopper's Delete (PRODUCT §8): the order stays, Cancelled and hidden from
 * its shopper. Who and when come from the history's last change to Cancelled when it is there.
 */
export function shopperCancellation(
  order: Pick<Order, 'status' | 'hiddenByShopperAt' | 'statusHistory'>,
): ShopperCancellation | null {
  if (!order.hiddenByShopperAt || order.status !== 'Cancelled') return null;
  const change = (order.statusHistory ?? []).findLast((c) => c.to === 'Cancelled');
  return { at: change?.at ?? order.hiddenByShopperAt, by: change?.by ?? null };
}
