import { BRAND, formatLKR, type Order } from '@wallart/domain';
import { languageOf } from '../../lib/catalogue';
import type { RenderedMail } from './mail-layout';
import { forShopper, orderText } from './order-texts';
import { orderLookupUrl, orderPageUrl, orderUpdateMail, type MailLinks } from './order-update-mail';

/**
 * The shopper's payment mails, in the order's language (PRODUCT §12): verified, rejected
 * (with staff's note), failed, and reminded.
 */

/** The paid mail lists each download of digital artwork, to be fetched from the order's page. */
export function paymentVerifiedMail(order: Order, links: MailLinks): RenderedMail {
  const lang = languageOf(order);
  const orderID = order.orderID;
  const digital = order.billItems.filter((item) => item.digital);
  // A guest's own link is not kept (only its hash): the download is fetched from the order's page.
  const href = order.isGuest ? orderLookupUrl(links, lang) : orderPageUrl(links, orderID);
  const facts = digital.map((item) => ({
    label: orderText(lang, 'paid.download', { name: item.name, size: item.size }),
    value: orderText(lang, forShopper(order, 'paid.ready')),
    href,
  }));
  const printsToo = digital.length < order.billItems.length;
  const ship = orderText(lang, 'paid.ship');
  return orderUpdateMail(
    order,
    {
      subject: orderText(lang, 'paid.subject', { orderID }),
      heading: orderText(lang, 'paid.heading'),
      lead: orderText(lang, 'paid.lead', { amount: formatLKR(order.total), orderID }),
      ...(facts.length > 0 && { facts }),
      nextStep:
        digital.length === 0
          ? orderText(lang, 'paid.nothing', { ship })
          : `${orderText(lang, forShopper(order, 'paid.downloadNext'))}${printsToo ? ` ${ship}` : ''}`,
    },
    links,
  );
}

export function paymentRejectedMail(order: Order, links: MailLinks): RenderedMail {
  const lang = languageOf(order);
  const orderID = order.orderID;
  return orderUpdateMail(
    order,
    {
      subject: orderText(lang, 'rejected.subject', { orderID }),
      heading: orderText(lang, 'rejected.heading'),
      lead: orderText(lang, 'rejected.lead', { orderID, amount: formatLKR(order.total) }),
      note: order.paymentNote ?? undefined,
      nextStep: orderText(lang, forShopper(order, 'rejected.next'), { phone: BRAND.contact.phone }),
    },
    links,
  );
}

export function paymentFailedMail(order: Order, links: MailLinks): RenderedMail {
  const lang = languageOf(order);
  const orderID = order.orderID;
  return orderUpdateMail(
    order,
    {
      subject: orderText(lang, 'failed.subject', { orderID }),
      heading: orderText(lang, 'failed.heading'),
      lead: orderText(lang, 'failed.lead', { amount: formatLKR(order.total), orderID }),
      nextStep: orderText(lang, forShopper(order, 'failed.next')),
    },
    links,
  );
}

export function paymentReminderMail(order: Order, links: MailLinks): RenderedMail {
  const lang = languageOf(order);
  const orderID = order.orderID;
  return orderUpdateMail(
    order,
    {
      subject: orderText(lang, 'reminder.subject', { orderID }),
      heading: orderText(lang, 'reminder.heading'),
      lead: orderText(lang, 'reminder.lead', { orderID, amount: formatLKR(order.total) }),
      nextStep: orderText(lang, forShopper(order, 'reminder.next')),
    },
    links,
  );
}
