import type { Logger } from 'pino';
import type { Order, ShopSettings } from '@wallart/domain';
import type { OrderEvents, PlacedContext, StatusChangeContext } from '../orders/orders.service';
import { orderConfirmationMail } from './mail-templates';
import type { Mailer } from './mailer';
import type { NewOrderNotices } from './new-order-notices';
import { statusMail } from './order-status-mails';

export interface OrderMailDeps {
  mailer: Mailer;
  /** The shop's notices of new orders, gathered at busy times. */
  notices: NewOrderNotices;
  /** The shop's public address, for the links in the mails. */
  publicUrl: string;
  readSettings(): Promise<ShopSettings>;
  logger: Logger;
}

/**
 * The orders service's events with the order mails added: a confirmation to the shopper and
 * a notice to the shop for each new order, and the shopper's mail for each later step. They
 * go out in the background, so a slow mail server never holds up checkout or staff; a mail
 * that cannot even be written is logged and never fails the change. Any other listener
 * configured for the app still runs.
 */
export function withOrderMails(deps: OrderMailDeps, other: OrderEvents = {}): OrderEvents {
  const { mailer, notices, publicUrl, logger } = deps;
  return {
    async orderPlaced(order: Order, context: PlacedContext) {
      // The settings the order was priced with: its fee and the bank details agree.
      mailer.send({ to: order.email, ...orderConfirmationMail(order, context.settings) });
      notices.add(order);
      await other.orderPlaced?.(order, context);
    },

    async statusChanged(order: Order, context: StatusChangeContext) {
      try {
        const settings = await deps.readSettings();
        const mail = statusMail(order, context, { settings, publicUrl });
        if (mail) mailer.send({ to: order.email, ...mail });
      } catch (err) {
        logger.error({ err, orderID: order.orderID }, 'status mail could not be written');
      }
      await other.statusChanged?.(order, context);
    },
  };
}
