import { BRAND, formatLKR, type Order } from '@wallart/domain';
import { layout, multiline, paragraph, textFooter, type RenderedMail } from '../mail/mail-layout';

/** The shopper's payment mails: verified, rejected (with staff's note), failed, and reminded. */

function mail(subject: string, heading: string, paragraphs: string[], note?: string): RenderedMail {
  const [greeting = '', ...rest] = paragraphs;
  const noteText = note ? `\n\n    ${note.replace(/\n/g, '\n    ')}` : '';
  const text = `${greeting}\n\n${rest[0] ?? ''}${noteText}\n\n${rest.slice(1).join('\n\n')}\n${textFooter()}`;
  const html = layout(
    heading,
    paragraph(greeting) +
      (rest[0] ? paragraph(rest[0]) : '') +
      (note ? multiline(note) : '') +
      rest.slice(1).map(paragraph).join(''),
  );
  return { subject, text, html };
}

const hello = (order: Order) => `Hello ${order.name},`;
const myOrders = 'You can follow the order in My orders on our website.';

export function paymentVerifiedMail(order: Order): RenderedMail {
  return mail(
    `Payment received for order ${order.orderID}`,
    'Thank you, your payment is confirmed',
    [
      hello(order),
      `We have received your payment of ${formatLKR(order.total)} for order ${order.orderID}. We are now preparing your prints.`,
      myOrders,
    ],
  );
}

export function paymentRejectedMail(order: Order): RenderedMail {
  return mail(
    `We could not confirm the payment for order ${order.orderID}`,
    'We could not confirm your payment',
    [
      hello(order),
      `We looked at the bank slip you sent for order ${order.orderID} (${formatLKR(order.total)}) and could not confirm the payment:`,
      'What to do next: please check the transfer and upload a new slip from My orders. If you think this is a mistake, reply to this e-mail or call us and we will look again.',
      `${BRAND.name} · ${BRAND.contact.phone}`,
    ],
    order.paymentNote ?? undefined,
  );
}

export function paymentFailedMail(order: Order): RenderedMail {
  return mail(
    `Your card payment for order ${order.orderID} did not go through`,
    'Your card payment did not go through',
    [
      hello(order),
      `The card payment of ${formatLKR(order.total)} for order ${order.orderID} was not completed, and nothing was charged by us.`,
      'What to do next: open the order in My orders and pay again within the hour, or the order is cancelled and its prints go back on sale.',
    ],
  );
}

export function paymentReminderMail(order: Order): RenderedMail {
  return mail(
    `Reminder: order ${order.orderID} is waiting for your bank transfer`,
    'Your order is waiting for payment',
    [
      hello(order),
      `We are holding the prints of order ${order.orderID} for you, but have not received a bank slip for ${formatLKR(order.total)} yet.`,
      'What to do next: transfer the amount to our bank account (shown in My orders) and upload the slip there. An order without a slip is cancelled after 3 days and its prints go back on sale.',
    ],
  );
}
