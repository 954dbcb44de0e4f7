import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type { Order } from '../order/order.schemas';
import type { CardCheckout, PaymentActionInput } from '../payment/payment.schemas';
import type { Http } from './http';
import { tokenOptions } from './order.client';

type OrderAnswer = { message: string; order: Order };

/** Paying for an order (PRODUCT §7): bank slips, staff's verdict on them, and card checkout. */
export function paymentClient(http: Http) {
  return {
    /** The owner uploads a bank-transfer slip (an image or a PDF). */
    uploadSlip: async (orderID: string, file: Blob, fileName: string, orderToken?: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return (
        await http<OrderAnswer>(callOf(apiRoutes.payments.uploadSlip, { orderID }), {
          ...tokenOptions(orderToken),
          body: form,
        })
      ).data;
    },
    /** The slip itself, for its owner or staff (never a public URL). */
    slip: async (orderID: string, orderToken?: string) =>
      (
        await http<Blob>(callOf(apiRoutes.payments.slip, { orderID }), {
          ...tokenOptions(orderToken),
          as: 'blob',
        })
      ).data,
    /** Staff verify or reject the slip; the shopper is mailed either way. */
    review: async (orderID: string, action: PaymentActionInput) =>
      (await http<OrderAnswer>(callOf(apiRoutes.payments.review, { orderID }), { body: action }))
        .data,
    /** The form to post to the card gateway for this order. */
    cardCheckout: async (orderID: string, orderToken?: string) =>
      (
        await http<CardCheckout>(
          callOf(apiRoutes.payments.cardCheckout, { orderID }),
          tokenOptions(orderToken),
        )
      ).data,
  };
}
