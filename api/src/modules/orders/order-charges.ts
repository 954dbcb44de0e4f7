import {
  orderTotalCents,
  shippingFeeCents,
  type PaymentMethod,
  type ShippingMethod,
  type ShopSettings,
} from '@wallart/domain';

export interface CheckoutChoice {
  country: string;
  /** Null when the order ships nothing (only digital lines): no fee. */
  shippingMethod: ShippingMethod | null;
  paymentMethod: PaymentMethod;
}

/**
 * What an order's charges are worked out from. Plain data, so that a code's claim can work them
 * out again inside the write once its discount is known, on SQLite in the order writer's thread.
 */
export interface ChargesBasis {
  choice: CheckoutChoice;
  subtotalCents: number;
  shipping: ShopSettings['shipping'];
}

/**
 * What the order costs, in cents, by the domain's rules: the discount (never more than the
 * subtotal), the shipping fee for the choice (home standard free from the threshold, counted
 * on the subtotal after the discount) and total = subtotal − discount + fee. Never the
 * shopper's.
 */
export function chargesFor({ choice, subtotalCents, shipping }: ChargesBasis, discountCents = 0) {
  const discount = Math.min(Math.max(discountCents, 0), subtotalCents);
  const { shippingMethod, country } = choice;
  const feeCents =
    shippingMethod === null
      ? 0
      : shippingFeeCents({
          country,
          shippingMethod,
          subtotalCents: subtotalCents - discount,
          settings: shipping,
        });
  return {
    subtotalCents,
    discountCents: discount,
    shippingFeeCents: feeCents,
    totalCents: orderTotalCents({
      subtotalCents,
      discountCents: discount,
      shippingFeeCents: feeCents,
    }),
  };
}
