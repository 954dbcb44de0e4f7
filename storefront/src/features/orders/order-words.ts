import {
  formatLKR,
  orderDiscountLine,
  paymentStatusDisplay,
  shippingZoneOf,
  statusDisplay,
  type DeliveryDays,
  type PaymentMethod,
  type ShippingQuoteMethod,
} from '@wallart/domain/rules';
import { selectKey } from '../../i18n/format-message';
import type { Translate } from '../../i18n/i18n';

export { selectKey };

/** An order's status in the page's language; a status the shop does not know, as written. */
export function statusLabel(t: Translate, status: string | null | undefined) {
  const { label, tone } = statusDisplay(status);
  return { label: t('order.status', { tone, raw: label }), tone };
}

export function paymentStatusLabel(t: Translate, status: string | null | undefined) {
  const { label, tone } = paymentStatusDisplay(status);
  return { label: t('order.payStatus', { tone: selectKey(tone), raw: label }), tone };
}

export const paymentMethodLabel = (t: Translate, method: PaymentMethod) =>
  t('order.method', { method: selectKey(method) });

export const shippingFeeText = (t: Translate, fee: number) =>
  fee === 0 ? t('order.free') : formatLKR(fee);

/** "3–7 business days", "1 business day". */
export function deliveryDaysText(t: Translate, { min, max }: DeliveryDays) {
  return min === max ? t('order.days', { days: max }) : t('order.daysRange', { min, max });
}

/** "Standard delivery", "International shipping (Europe)". */
export function shippingMethodName(t: Translate, method: string, country: string) {
  const zone = method === 'international' ? shippingZoneOf(country) : undefined;
  return zone ? t('order.shipZone', { zone: selectKey(zone) }) : t('order.ship', { method });
}

/** "Standard delivery — LKR 450.00 · 3–7 business days", as the steps' summaries say it. */
export const methodText = (t: Translate, m: ShippingQuoteMethod, country: string) =>
  `${shippingMethodName(t, m.method, country)} — ${shippingFeeText(t, m.fee)} · ${deliveryDaysText(t, m.days)}`;

/** "Discount (WELCOME10)" and "- LKR 300.00", or null when the order used no code. */
export function discountLine(
  t: Translate,
  order: Parameters<typeof orderDiscountLine>[0],
): { label: string; value: string } | null {
  const line = orderDiscountLine(order);
  return (
    line && { label: t('order.discount', { code: order.discountCode ?? '' }), value: line.value }
  );
}
