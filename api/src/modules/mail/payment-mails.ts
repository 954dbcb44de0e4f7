import { BRAND, formatLKR, type Order } from '@wallart/domain';
import type { RenderedMail } from './mail-layout';
import { orderPageUrl, orderUpdateMail, type MailLinks } from './order-update-mail';

/** The shopper's payment mails: verified, rejected (with staff's note), failed, and reminded. */

/** The paid mail lists each download of digital artwork, to be fetched from the order's page. */
export function paymentVerifiedMail(order: Order, links: MailLinks): RenderedMail {
  const digital = order.billItems.filter((item) => item.digital);
  const href = orderPageUrl(links, order.orderID);
  const facts = digital.map((item) => ({
    label: `Download: ${item.name} (${item.size})`,
    value: 'ready in My Orders',
    href,
  }));
  const printsToo = digital.length < order.billItems.length;
  const download =
    'download your artwork from the order in My Orders, with the button beside each file';
  const ship =
    'We are preparing your prints and e-mail you the carrier and tracking number when they ship.';
  return orderUpdateMail(
    order,
    {
      subject: `Payment received for order ${order.orderID}`,
      heading: 'Thank you, your payment is confirmed',
      lead: `We have received your payment of ${formatLKR(order.total)} for order ${order.orderID}.`,
      ...(facts.length > 0 && { facts }),
      nextStep:
        digital.length === 0
          ? `nothing to do. ${ship}`
          : `${download}.${printsToo ? ` ${ship}` : ''}`,
    },
    links,
  );
}

export function paymentRejectedMail(order: Order, links: MailLinks): RenderedMail {
  return orderUpdateMail(
    order,
    {
      subject: `We could not confirm the payment for order ${order.orderID}`,
      heading: 'We could not confirm your payment',
      lead: `We looked at the bank slip you sent for order ${order.orderID} (${formatLKR(order.total)}) and could not confirm the payment:`,
      note: order.paymentNote ?? undefined,
      nextStep: `please check the transfer and upload a new slip from My Orders. If you think this is a mistake, reply to this e-mail or call us on ${BRAND.contact.phone} and we will look again.`,
    },
    links,
  );
}

export function paymentFailedMail(order: Order, links: MailLinks): RenderedMail {
  return orderUpdateMail(
    order,
    {
      subject: `Your card payment for order ${order.orderID} did not go through`,
      heading: 'Your card payment did not go through',
      lead: `The card payment of ${formatLKR(order.total)} for order ${order.orderID} was not completed, and nothing was charged by us.`,
      nextStep:
        'open the order in My Orders and pay again within the hour, or the order is cancelled and its prints go back on sale.',
    },
    links,
  );
}

export function paymentReminderMail(order: Order, links: MailLinks): RenderedMail {
  return orderUpdateMail(
    order,
    {
      subject: `Reminder: order ${order.orderID} is waiting for your bank transfer`,
      heading: 'Your order is waiting for payment',
      lead: `We are holding the prints of order ${order.orderID} for you, but have not received a bank slip for ${formatLKR(order.total)} yet.`,
      nextStep:
        'transfer the amount to our bank account (shown in My Orders) and upload the slip there. An order without a slip is cancelled after 3 days and its prints go back on sale.',
    },
    links,
  );
}
