import { formatLKR, RETURN_REASON_LABELS, type Order, type OrderReturn } from '@wallart/domain';
import type { RenderedMail } from './mail-layout';
import { orderUpdateMail, type MailLinks, type OrderUpdate } from './order-update-mail';

/** The shopper's mail at each step of a return (PRODUCT §13). */

const lines = (ret: OrderReturn) =>
  ret.lines.map((line) => `${line.quantity} × ${line.productId} (${line.size})`).join(', ');

function updateOf(order: Order, ret: OrderReturn): OrderUpdate {
  const what = `your return of ${lines(ret)} from order ${order.orderID}`;
  switch (ret.status) {
    case 'requested':
      return {
        subject: `We have your return request for order ${order.orderID}`,
        heading: 'Your return request is in',
        lead: `We have received ${what} (${RETURN_REASON_LABELS[ret.reason]}).`,
        nextStep: 'nothing yet. We look at it within two working days and e-mail you what to do.',
      };
    case 'approved':
      return {
        subject: `Your return for order ${order.orderID} is approved`,
        heading: 'Your return is approved',
        lead: `We have approved ${what}.`,
        note: ret.staffNote ?? undefined,
        nextStep: 'please send the prints back as the note above says. We refund once they arrive.',
      };
    case 'rejected':
      return {
        subject: `We could not accept the return for order ${order.orderID}`,
        heading: 'We could not accept your return',
        lead: `We looked at ${what} and could not accept it:`,
        note: ret.staffNote ?? undefined,
        nextStep: 'reply to this e-mail if you would like us to look again.',
      };
    case 'received':
      return {
        subject: `We have received your return for order ${order.orderID}`,
        heading: 'Your return has arrived',
        lead: `The prints of ${what} have reached us.`,
        nextStep: 'nothing to do. We e-mail you again once the refund is made.',
      };
    case 'refunded':
      return {
        subject: `Your refund for order ${order.orderID}`,
        heading: 'Your refund is on its way',
        lead: `We have refunded ${formatLKR(ret.refund?.amount ?? 0)} for ${what}.`,
        facts: ret.refund?.reference
          ? [{ label: 'Reference', value: ret.refund.reference }]
          : undefined,
        nextStep: 'nothing to do. A card refund can take a few working days to show.',
      };
  }
}

export function returnMail(order: Order, ret: OrderReturn, links: MailLinks): RenderedMail {
  return orderUpdateMail(order, updateOf(order, ret), links);
}
