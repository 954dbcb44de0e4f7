import type { Logger } from 'pino';
import type { Order, ShopSettings } from '@wallart/domain';
import type { OrderEvents, PlacedContext, StatusChangeContext } from '../orders/orders.service';
import { languageOf } from '../../lib/catalogue';
import { guestOrderLink, orderLinkMail, orderPageUrl } from './guest-order-mail';
import { orderConfirmationMail } from './mail-templates';
import type { Mailer } from './mailer';
import type { NewOrderNotices } from './new-order-notices';
import { statusMail } from './order-status-mails';
import type { UnconfirmedMailCap } from './unconfirmed-mail-cap';

export interface OrderMailDeps {
  mailer: Mailer;
  /** The shop's notices of new orders, gathered at busy times. */
  notices: NewOrderNotices;
  /** The shop's public address, for the links in the mails. */
  publicUrl: string;
  readSettings(): Promise<ShopSettings>;
  logger: Logger;
  /** The day's cap on mails to addresses no confirmed account owns (PRODUCT §11). */
  cap: UnconfirmedMailCap;
}

/**
 * The orders service's events with the order mails added: a confirmation to the shopper and
 * a notice to the shop for each new order, and the shopper's mail for each later step. They
 * go out in the background, so a slow mail server never holds up checkout or staff; a mail
 * that cannot even be written is logged and never fails the change. Any other listener
 * configured for the app still runs.
 */
export function withOrderMails(deps: OrderMailDeps, other: OrderEvents = {}): OrderEvents {
  const { mailer, notices, publicUrl, logger, cap } = deps;
  const mayMail = (order: Order, mail: string) =>
    cap.allows(order.email, { orderID: order.orderID, mail });
  return {
    async orderPlaced(order: Order, context: PlacedContext) {
      const { orderToken } = context;
      const link =
        orderToken && guestOrderLink(languageOf(order), orderPageUrl(publicUrl, orderToken));
      notices.add(order);
      try {
        // The settings the order was priced with: its fee and the bank details agree.
        if (await mayMail(order, 'confirmation')) {
          const mail = orderConfirmationMail(order, context.settings, link || undefined);
          mailer.send({ to: order.email, ...mail });
        }
      } catch (err) {
        logger.error({ err, orderID: order.orderID }, 'confirmation could not be sent');
      }
      await other.orderPlaced?.(order, context);
    },

    async orderLinkIssued(order: Order, orderToken: string) {
      if (!(await mayMail(order, 'order-link'))) return;
      mailer.send({
        to: order.email,
        ...orderLinkMail(order, orderPageUrl(publicUrl, orderToken)),
      });
    },

    async statusChanged(order: Order, context: StatusChangeContext) {
      try {
        const settings = await deps.readSettings();
        const mail = statusMail(order, context, { settings, publicUrl });
        if (mail && (await mayMail(order, 'status'))) mailer.send({ to: order.email, ...mail });
      } catch (err) {
        logger.error({ err, orderID: order.orderID }, 'status mail could not be written');
      }
      await other.statusChanged?.(order, context);
    },
  };
}
