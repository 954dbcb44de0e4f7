import {
  formatLKR,
  shippingRate,
  type BankDetails,
  type Language,
  type Order,
  type ShopSettings,
} from '@wallart/domain';
import {
  countryNameIn,
  deliveryDaysName,
  discountLine,
  orderWord,
  paymentMethodName,
  shippingFeeName,
  shippingMethodName,
} from '../orders/order-words/order-words';
import { forShopper, orderText } from './order-texts';

/**
 * What the order confirmation says about shipping and payment (PRODUCT §7), in the order's
 * language (§12): the method, fee and destination; how the shopper pays, how much is due and
 * what they do next. Amounts are the order's own (computed in cents by the server), in LKR.
 */

/** "Standard delivery to Sri Lanka (3–7 business days)". */
export function shippingSummary(lang: Language, order: Order, settings: ShopSettings): string {
  const method = shippingMethodName(lang, order.shippingMethod, order.country);
  if (order.shippingMethod === null) return orderText(lang, 'nothingToShip', { method });
  const summary = orderText(lang, 'shipsTo', {
    method,
    country: countryNameIn(lang, order.country),
  });
  try {
    const { days } = shippingRate(order.shippingMethod, order.country, settings.shipping);
    return orderText(lang, 'withDays', { summary, days: deliveryDaysName(lang, days) });
  } catch {
    // A country without a zone has no known delivery time; the method alone is said.
    return summary;
  }
}

export const shippingFeeText = (order: Order, lang: Language = 'en') =>
  shippingFeeName(lang, order.shippingFee);

/** The amounts, one per line: subtotal, the discount (when a code took some), shipping, total. */
export function amountLines(
  lang: Language,
  order: Order,
  settings: ShopSettings,
): [string, string][] {
  const discount = discountLine(lang, order);
  const summary = shippingSummary(lang, order, settings);
  return [
    [orderWord(lang, 'subtotal'), formatLKR(order.subtotal)],
    ...(discount ? [[discount.label, discount.value] as [string, string]] : []),
    [orderText(lang, 'shippingLine', { summary }), shippingFeeText(order, lang)],
    [orderWord(lang, 'total'), formatLKR(order.total)],
  ];
}

export function bankDetailsLines(lang: Language, bank: BankDetails): string[] {
  return [
    orderText(lang, 'bank.name', { value: bank.bankName }),
    orderText(lang, 'bank.account', { value: bank.accountName }),
    orderText(lang, 'bank.number', { value: bank.accountNumber }),
    orderText(lang, 'bank.branch', { value: bank.branch }),
    ...(bank.swift ? [orderText(lang, 'bank.swift', { value: bank.swift })] : []),
  ];
}

export interface PaymentInstructions {
  /** "Payment: Bank transfer". */
  method: string;
  /** "Amount due: LKR 4,950.00". */
  due: string;
  /** What the shopper does next. */
  nextStep: string;
  /** The shop's bank details, for a transfer; empty otherwise. */
  bank: string[];
}

export function paymentInstructions(
  lang: Language,
  order: Order,
  settings: ShopSettings,
): PaymentInstructions {
  const amount = formatLKR(order.total);
  const method = orderText(lang, 'pay.method', {
    method: paymentMethodName(lang, order.paymentMethod),
  });
  const due = orderText(lang, 'pay.due', { amount });
  if (order.paymentMethod === 'bank-transfer') {
    return {
      method,
      due,
      nextStep: orderText(lang, forShopper(order, 'pay.bankNext'), {
        amount,
        orderID: order.orderID,
      }),
      bank: bankDetailsLines(lang, settings.bank),
    };
  }
  if (order.paymentMethod === 'card') {
    return { method, due, nextStep: orderText(lang, forShopper(order, 'pay.cardNext')), bank: [] };
  }
  return { method, due, nextStep: orderText(lang, 'pay.codNext', { amount }), bank: [] };
}

/** The payment part as plain text. */
export function paymentText(lang: Language, order: Order, settings: ShopSettings): string {
  const p = paymentInstructions(lang, order, settings);
  const bank = p.bank.length > 0 ? `\n\n${p.bank.join('\n')}` : '';
  return `${p.method}\n${p.due}\n${p.nextStep}${bank}`;
}
