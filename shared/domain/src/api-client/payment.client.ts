import { paths } from '../api-contract/paths';
import type { Order } from '../order/order.schemas';
import type { CardCheckout, PaymentActionInput } from '../payment/payment.schemas';
import type { Http } from './http';

type OrderAnswer = { message: string; order: Order };

/** Paying for an order (PRODUCT §7): bank slips, staff's verdict on them, and card checkout. */
export function paymentClient(http: Http) {
  return {
    /** The owner uploads a bank-transfer slip (an image or a PDF). */
    uploadSlip: async (orderID: string, file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return (
        await http<OrderAnswer>(paths.order.paymentSlip(orderID), { method: 'POST', body: form })
      ).data;
    },
    /** The slip itself, for its owner or staff (never a public URL). */
    slip: async (orderID: string) =>
      (await http<Blob>(paths.order.paymentSlip(orderID), { as: 'blob' })).data,
    /** Staff verify or reject the slip; the shopper is mailed either way. */
    review: async (orderID: string, action: PaymentActionInput) =>
      (await http<OrderAnswer>(paths.order.payment(orderID), { method: 'POST', body: action }))
        .data,
    /** The form to post to the card gateway for this order. */
    cardCheckout: async (orderID: string) =>
      (await http<CardCheckout>(paths.order.cardCheckout(orderID), { method: 'POST' })).data,
  };
}
