import type { z } from 'zod';
import {
  HOME_COUNTRY,
  resolvePaymentMethod,
  resolveShipping,
  type placeOrderSchema,
  type ShopSettings,
} from '@wallart/domain';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { DiscountClaim, OrderClaim } from './order-claims';
import type { QuoteToClaim } from '../quotes/quoted-lines';
import type { StockNeed } from './order-store.types';
import type { CheckoutChoice } from './order-charges';

/** What checkout needs beyond the database: the shop's settings and whether card is offered. */
export interface CheckoutOptions {
  /** The current shop settings (rates, threshold); read once per order, outside the write. */
  readSettings(): Promise<ShopSettings>;
  /** Whether the card gateway is configured; without it a card order is refused. */
  cardAvailable: boolean;
  /**
   * Prints an account whose address is not proven may hold in Pending orders (decision
   * 0031); 0 or left out: no cap.
   */
  unverifiedPendingUnits?: number;
  /**
   * The keyed hash of a shopper's normalised address, that a code's per-shopper uses count by
   * (PRODUCT §11; shopper-keys.ts).
   */
  shopperKeyOf(email: string): string;
}

function invalidField(path: string, message: string): AppError {
  return new AppError('invalid', `${path}: ${message}`, [{ path, message }]);
}

/**
 * The order's destination, shipping method and payment method with their defaults (home
 * country; standard at home, international abroad; cash on delivery at home, bank transfer
 * abroad), or a 400 naming the field when the pairing is not offered (PRODUCT §7). An order
 * that ships nothing (only digital lines, PRODUCT §13) has no shipping method, whatever was
 * sent, and no cash on delivery.
 */
export function resolveCheckout(
  input: Pick<z.output<typeof placeOrderSchema>, 'country' | 'shippingMethod' | 'paymentMethod'>,
  cardAvailable: boolean,
  shipped: boolean,
): CheckoutChoice {
  const shipping = shipped
    ? resolveShipping(input)
    : { ok: true as const, country: input.country ?? HOME_COUNTRY, shippingMethod: null };
  if (!shipping.ok) throw invalidField(shipping.path, shipping.message);
  const payment = resolvePaymentMethod({
    country: shipping.country,
    paymentMethod: input.paymentMethod,
    cardAvailable,
    shipped,
  });
  if (!payment.ok) throw invalidField(payment.path, payment.message);
  return {
    country: shipping.country,
    shippingMethod: shipping.shippingMethod,
    paymentMethod: payment.paymentMethod,
  };
}

/**
 * The claims of a checkout: the cap when the account's address is not proven yet (decision
 * 0031), the code when one was given, the stock of the catalogue's prints, and the quotes.
 */
export function claimsOf(checkout: {
  actor: Actor;
  capLimit: number;
  discount: Omit<DiscountClaim, 'kind'> | undefined | '';
  stock: StockNeed[];
  quotes: QuoteToClaim[];
}): OrderClaim[] {
  const { actor, capLimit, discount, stock, quotes } = checkout;
  return [
    ...(capLimit > 0 && actor.isEmailVerified === false
      ? [{ kind: 'pending-cap' as const, limit: capLimit }]
      : []),
    ...(discount ? [{ kind: 'discount' as const, ...discount }] : []),
    ...(stock.length > 0 ? [{ kind: 'stock' as const, needs: stock }] : []),
    ...quotes,
  ];
}
