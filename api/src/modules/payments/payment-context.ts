import type { Logger } from 'pino';
import type { Sequelize, Transaction } from 'sequelize';
import type { Order, PaymentMethod, PaymentStatus } from '@wallart/domain';
import type { OrderModel } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import type { AuditRecorder } from '../audit/audit.service';
import type { Mailer } from '../mail/mailer';
import type { UnconfirmedMailCap } from '../mail/unconfirmed-mail-cap';
import type { OrderStore } from '../orders/order-store';
import { isOwnShownOrder } from '../orders/order-visibility';
import { presentOrder } from '../orders/orders.presenter';
import type { SlipStore } from './slip-store';

/** What every payment use case shares: its dependencies, the order store and a few reads. */

/** The card gateway as this module uses it; null when the shop has none set up. */
export type PayHereGateway = {
  merchantId: string;
  merchantSecret: string;
  checkoutUrl: string;
  /** The shop's public address, for the return, cancel and notify URLs. */
  publicUrl: string;
} | null;

export interface PaymentsDeps {
  sequelize: Sequelize;
  /** The shop's one order store (app-context.ts). */
  orderStore: OrderStore;
  audit: AuditRecorder;
  mailer: Mailer;
  /** The day's cap on mails to addresses no confirmed account owns (PRODUCT §11). */
  mailCap: Pick<UnconfirmedMailCap, 'send'>;
  slips: SlipStore;
  gateway: PayHereGateway;
  logger: Logger;
  /** The clock, in milliseconds. */
  now: () => number;
  /** The shop's public address (PUBLIC_URL), for the links in its mails. */
  publicUrl: string;
  /** The shop's own address (SHOP_EMAIL), told of each bank slip to verify. */
  shopEmail?: string | undefined;
  /** Told of each payment decision once it is committed (the shop's metrics count them). */
  paymentDecided?: (method: 'card' | 'bank-slip', outcome: string) => void;
}

export const paymentStateOf = (order: OrderModel) => ({
  paymentMethod: order.paymentMethod as PaymentMethod,
  paymentStatus: order.paymentStatus as PaymentStatus,
  status: order.status,
});

export function createPaymentContext(deps: PaymentsDeps) {
  const store = deps.orderStore;

  async function present(order: OrderModel, transaction?: Transaction): Promise<Order> {
    const lines = await store.linesOf(order.id, transaction);
    return presentOrder(
      order.get({ plain: true }),
      lines,
      await store.history(order.id, transaction),
    );
  }

  /**
   * The order of this shopper, unless they deleted it; anyone else (staff included) is told it
   * does not exist.
   */
  async function ownOrder(actor: Actor, orderID: string, transaction?: Transaction) {
    const order = await store.find(orderID, transaction);
    if (!order || !isOwnShownOrder(actor, order)) throw notFound('Order');
    return order;
  }

  /** The shopper's mail about a payment on their order, within the day's cap. */
  function mail(
    order: Order,
    kind: string,
    rendered: { subject: string; text: string; html: string },
  ) {
    return deps.mailCap.send(
      deps.mailer,
      { to: order.email, ...rendered },
      {
        orderID: order.orderID,
        mail: kind,
      },
    );
  }

  return { store, present, ownOrder, mail };
}

export type PaymentContext = ReturnType<typeof createPaymentContext>;
