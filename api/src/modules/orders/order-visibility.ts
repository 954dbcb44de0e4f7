import type { OrderRow, RawRow } from '../../db/models';
import { isAdmin, type Actor } from '../../lib/actor';

type Shown = Pick<RawRow<OrderRow>, 'id' | 'userId' | 'hiddenByShopperAt'>;

/**
 * The shopper's own order, unless they deleted it (then it is gone for them, PRODUCT §8); for
 * a guest, the one order whose key they sent (PRODUCT §11).
 */
export const isOwnShownOrder = (actor: Actor, order: Shown): boolean =>
  (actor.guest ? order.id === actor.guest.orderRef : order.userId === actor.id) &&
  !order.hiddenByShopperAt;

/** Staff see every order; a shopper only their own that they have not deleted. */
export const isOrderVisibleTo = (actor: Actor, order: Shown): boolean =>
  isAdmin(actor) || isOwnShownOrder(actor, order);
