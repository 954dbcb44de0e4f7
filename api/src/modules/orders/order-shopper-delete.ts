import type { Sequelize } from 'sequelize';
import type { Order } from '@wallart/domain';
import { isCancellableByShopper } from '@wallart/domain';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/app-error';
import type { OrderStore } from './order-store';
import { isOwnShownOrder } from './order-visibility';
import { presentOrder } from './orders.presenter';
import { paymentFollowingStatus } from './payment-follows-status';

/**
 * A shopper's Delete of their own Pending order (PRODUCT §8, decision 0026). Orders are records:
 * it is cancelled (stock and any discount code's use back, the shopper named in its history, the payment status as the
 * domain's rules say) and hidden from their list, while staff still see it. On the locked row,
 * so of two Deletes at once one cancels and the other finds it gone. Not an admin write, so it
 * leaves no audit entry.
 */
export function createShopperDelete(sequelize: Sequelize, store: OrderStore) {
  return async function deleteOwnOrder(actor: Actor, orderID: string): Promise<Order> {
    return sequelize.transaction(async (t) => {
      const order = await store.find(orderID, t);
      if (!order || !isOwnShownOrder(actor, order)) throw notFound('Order');
      if (!isCancellableByShopper(order.status)) {
        throw conflict(
          'This order is already being processed and can no longer be cancelled. Please contact us',
          'not_pending',
        );
      }
      const items = await store.linesOf(order.id, t);
      if (order.holdsStock) await store.returnHeld(items, t);
      if (order.discountCode) await store.releaseDiscount(order.id, t);
      const payment = paymentFollowingStatus(order, 'Cancelled');
      await store.changeStatus(
        order,
        { status: 'Cancelled', holdsStock: false, payment },
        actor,
        t,
      );
      await store.setHiddenByShopper(order, new Date(), t);
      return presentOrder(order.get({ plain: true }), items, await store.history(order.id, t));
    });
  };
}
