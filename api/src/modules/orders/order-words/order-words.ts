import {
  countryName,
  formatLKR,
  isPaymentStatus,
  shippingZoneOf,
  type DeliveryDays,
  type Language,
  type Order,
  type ShippingMethod,
} from '@wallart/domain';
import { textsOf, type Catalogue } from '../../../lib/catalogue';
import { en, type OrderWord } from './en';
import { si } from './si';
import { ta } from './ta';

export const ORDER_WORDS: Catalogue<OrderWord> = { en, si, ta };
export const orderWord = textsOf(ORDER_WORDS);

/** "Cash on delivery", in the language. */
export const paymentMethodName = (lang: Language, method: string) =>
  method === 'cod' || method === 'bank-transfer' || method === 'card'
    ? orderWord(lang, `method.${method}`)
    : method;

/** "Paid", in the language; an unknown status as it is stored. */
export function paymentStatusName(lang: Language, status: string | null | undefined): string {
  const known = (status ?? '').trim().toLowerCase() || 'unpaid';
  return isPaymentStatus(known) ? orderWord(lang, `status.${known}`) : (status ?? '');
}

/** "Standard delivery", "International shipping (Europe)", "Digital download". */
export function shippingMethodName(
  lang: Language,
  method: ShippingMethod | null,
  country: string,
): string {
  if (method === null) return orderWord(lang, 'ship.digital');
  if (method === 'standard' || method === 'express') return orderWord(lang, `ship.${method}`);
  const zone = shippingZoneOf(country);
  if (!zone) return orderWord(lang, 'ship.international');
  return orderWord(lang, 'ship.internationalZone', { zone: orderWord(lang, `zone.${zone}`) });
}

/** "3–7 business days", "1 business day". */
export function deliveryDaysName(lang: Language, { min, max }: DeliveryDays): string {
  if (min === max && max === 1) return orderWord(lang, 'days.one', { days: 1 });
  return orderWord(lang, 'days.many', { range: min === max ? `${max}` : `${min}–${max}` });
}

/** The country's name in the language (Node's own locale data). */
export const countryNameIn = (lang: Language, code: string) => countryName(code, lang);

/** "Free", or the fee in LKR. */
export const shippingFeeName = (lang: Language, fee: number) =>
  fee === 0 ? orderWord(lang, 'free') : formatLKR(fee);

/** The discount line of an order that used a code: "Discount (SAVE10)" and "- LKR 500.00". */
export function discountLine(lang: Language, order: Pick<Order, 'discountCode' | 'discount'>) {
  if (!order.discountCode || !order.discount) return null;
  return {
    label: orderWord(lang, 'discount', { code: order.discountCode }),
    value: `- ${formatLKR(order.discount)}`,
  };
}
