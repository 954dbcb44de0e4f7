import type { Order } from '@wallart/domain';
import type { OrderEvents, PlacedContext } from '../orders/orders.service';
import { newOrderNoticeMail, orderConfirmationMail } from './mail-templates';
import type { Mailer } from './mailer';

/**
 * The orders service's events with the order mails added: a confirmation to the shopper and
 * a notice to the shop. Both go out in the background, so a slow mail server never holds up
 * checkout; any other listener configured for the app still runs.
 */
export function withOrderMails(
  mailer: Mailer,
  shopEmail: string,
  other: OrderEvents = {},
): OrderEvents {
  return {
    async orderPlaced(order: Order, context: PlacedContext) {
      // The settings the order was priced with: its fee and the bank details agree.
      mailer.send({ to: order.email, ...orderConfirmationMail(order, context.settings) });
      mailer.send({ to: shopEmail, replyTo: order.email, ...newOrderNoticeMail(order) });
      await other.orderPlaced?.(order, context);
    },
  };
}
