import type { Order } from '@wallart/domain';
import { newOrderNoticeMail } from './mail-templates';
import type { Mailer } from './mailer';
import { newOrdersDigestMail } from './new-orders-digest-mail';

/** The most orders one digest lists; the rest are counted and found on the Orders screen. */
export const DIGEST_MAX_LISTED = 50;

export interface NewOrderNoticesDeps {
  mailer: Mailer;
  shopEmail: string;
  /** The admin's Orders screen, linked from a digest. */
  ordersUrl: string;
  /** How long orders after a notice are gathered into one digest; 0 mails each on its own. */
  windowMs: number;
}

export interface NewOrderNotices {
  add(order: Order): void;
  /** Mails what is gathered now (at shutdown), so no order goes unannounced. */
  flush(): void;
}

/**
 * The shop's notices of new orders (decision 0040). An order that comes after a quiet window
 * is mailed at once, alone, as every order of a small shop is. Orders placed within the window
 * after it are gathered and mailed together when it ends: one digest instead of a mail per
 * order on a busy day, which keeps the shop's inbox readable and its mail server unthrottled.
 */
export function createNewOrderNotices(deps: NewOrderNoticesDeps): NewOrderNotices {
  const { mailer, shopEmail } = deps;
  let gathered: Order[] | null = null;
  let unlisted = 0;
  let timer: NodeJS.Timeout | null = null;

  const single = (order: Order) =>
    mailer.send({
      to: shopEmail,
      replyTo: order.email,
      ...newOrderNoticeMail(order, deps.ordersUrl),
    });

  function closeWindow(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const orders = gathered ?? [];
    const more = unlisted;
    gathered = null;
    unlisted = 0;
    const [only] = orders;
    if (only && orders.length === 1) single(only);
    else if (only) {
      mailer.send({ to: shopEmail, ...newOrdersDigestMail(orders, more, deps.ordersUrl) });
    }
  }

  return {
    add(order) {
      if (deps.windowMs <= 0) return single(order);
      if (gathered) {
        if (gathered.length < DIGEST_MAX_LISTED) gathered.push(order);
        else unlisted += 1;
        return;
      }
      single(order);
      gathered = [];
      timer = setTimeout(closeWindow, deps.windowMs);
      timer.unref();
    },
    flush: closeWindow,
  };
}
