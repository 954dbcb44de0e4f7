import crypto from 'node:crypto';
import {
  countryName,
  PAYHERE_CURRENCY,
  payHereAmount,
  payHereCheckoutHash,
  type CardCheckout,
} from '@wallart/domain';
import type { Actor } from '../../lib/actor';
import { AppError, conflict } from '../../lib/app-error';
import { paymentStateOf, type PaymentContext, type PaymentsDeps } from './payment-context';

export const md5 = (text: string) => crypto.createHash('md5').update(text, 'utf8').digest('hex');

/** `Ruwan Perera Silva` → first name `Ruwan`, last name `Perera Silva`. */
function splitName(name: string): { first: string; last: string } {
  const parts = name.trim().split(/\s+/);
  const first = parts.shift() ?? '';
  return { first, last: parts.join(' ') || first };
}

/** The city is the address's last part (`12 Lake Road, Kandy` → `Kandy`). */
function cityOf(address: string): string {
  const parts = address
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.at(-1) ?? address.trim();
}

/** Card checkout: the form the owner's browser posts to the card gateway (PayHere). */
export function createCardCheckout(deps: PaymentsDeps, context: PaymentContext) {
  const { gateway } = deps;
  const { store, ownOrder } = context;

  return {
    /** The form the owner's browser posts to the gateway, hash included. */
    async cardCheckout(actor: Actor, orderID: string): Promise<CardCheckout> {
      if (!gateway) {
        throw new AppError(
          'invalid',
          'Card payment is not available at the moment; choose another way to pay',
        );
      }
      const order = await ownOrder(actor, orderID);
      const { paymentMethod, paymentStatus, status } = paymentStateOf(order);
      const payable =
        paymentMethod === 'card' &&
        status === 'Pending' &&
        (paymentStatus === 'unpaid' || paymentStatus === 'failed');
      if (!payable) throw conflict('This order is not waiting for a card payment');
      const lines = await store.linesOf(order.id);
      const amount = payHereAmount(Number(order.totalCents));
      const back = `${gateway.publicUrl}/orders?order=${encodeURIComponent(order.orderID)}`;
      const { first, last } = splitName(order.name);
      const items =
        lines.map((l) => `${l.productName} (${l.size}) x ${l.quantity}`).join(', ') ||
        `Order ${order.orderID}`;
      return {
        action: gateway.checkoutUrl,
        fields: {
          merchant_id: gateway.merchantId,
          return_url: back,
          cancel_url: back,
          notify_url: `${gateway.publicUrl}/api/payments/payhere/notify`,
          order_id: order.orderID,
          items: items.slice(0, 200),
          currency: PAYHERE_CURRENCY,
          amount,
          first_name: first,
          last_name: last,
          email: order.email,
          phone: order.phoneNumber,
          address: order.address,
          city: cityOf(order.address),
          country: countryName(order.country),
          hash: payHereCheckoutHash(
            {
              merchantId: gateway.merchantId,
              orderId: order.orderID,
              amount,
              currency: PAYHERE_CURRENCY,
            },
            gateway.merchantSecret,
            md5,
          ),
        },
      };
    },
  };
}
