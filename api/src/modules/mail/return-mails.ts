import { formatLKR, type Order, type OrderReturn } from '@wallart/domain';
import { languageOf } from '../../lib/catalogue';
import type { RenderedMail } from './mail-layout';
import { orderText } from './order-texts';
import { orderUpdateMail, type MailLinks, type OrderUpdate } from './order-update-mail';

/** The shopper's mail at each step of a return (PRODUCT §13), in the order's language (§12). */

const lines = (ret: OrderReturn) =>
  ret.lines.map((line) => `${line.quantity} × ${line.productId} (${line.size})`).join(', ');

function updateOf(order: Order, ret: OrderReturn): OrderUpdate {
  const lang = languageOf(order);
  const orderID = order.orderID;
  const what = { lines: lines(ret), orderID };
  const step = (name: 'requested' | 'approved' | 'returnRejected' | 'received' | 'refunded') => ({
    subject: orderText(lang, `${name}.subject`, { orderID }),
    heading: orderText(lang, `${name}.heading`),
    nextStep: orderText(lang, `${name}.next`),
  });
  switch (ret.status) {
    case 'requested':
      return {
        ...step('requested'),
        lead: orderText(lang, 'requested.lead', {
          ...what,
          reason: orderText(lang, `reason.${ret.reason}`),
        }),
      };
    case 'approved':
      return {
        ...step('approved'),
        lead: orderText(lang, 'approved.lead', what),
        note: ret.staffNote ?? undefined,
      };
    case 'rejected':
      return {
        ...step('returnRejected'),
        lead: orderText(lang, 'returnRejected.lead', what),
        note: ret.staffNote ?? undefined,
      };
    case 'received':
      return { ...step('received'), lead: orderText(lang, 'received.lead', what) };
    case 'refunded':
      return {
        ...step('refunded'),
        lead: orderText(lang, 'refunded.lead', {
          ...what,
          amount: formatLKR(ret.refund?.amount ?? 0),
        }),
        facts: ret.refund?.reference
          ? [{ label: orderText(lang, 'refunded.reference'), value: ret.refund.reference }]
          : undefined,
      };
  }
}

export function returnMail(order: Order, ret: OrderReturn, links: MailLinks): RenderedMail {
  return orderUpdateMail(order, updateOf(order, ret), links);
}
