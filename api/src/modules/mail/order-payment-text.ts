import {
  countryName,
  deliveryDaysLabel,
  formatLKR,
  orderDiscountLine,
  PAYMENT_METHOD_LABELS,
  shippingMethodLabel,
  shippingRate,
  type BankDetails,
  type Order,
  type ShopSettings,
  shippingFeeLabel,
} from '@wallart/domain';

/**
 * What the order confirmation says about shipping and payment (PRODUCT §7): the method, fee
 * and destination; how the shopper pays, how much is due and what they do next. Amounts are
 * the order's own (computed in cents by the server), shown in LKR.
 */

/** "Standard delivery to Sri Lanka (3–7 business days)". */
export function shippingSummary(order: Order, settings: ShopSettings): string {
  const method = shippingMethodLabel(order.shippingMethod, order.country);
  if (order.shippingMethod === null) return `${method}, nothing to ship`;
  let days = '';
  try {
    days = ` (${deliveryDaysLabel(shippingRate(order.shippingMethod, order.country, settings.shipping).days)})`;
  } catch {
    // A country without a zone has no known delivery time; the method alone is said.
  }
  return `${method} to ${countryName(order.country)}${days}`;
}

export const shippingFeeText = (order: Order) => shippingFeeLabel(order.shippingFee);

/** The amounts, one per line: subtotal, the discount (when a code took some), shipping, total. */
export function amountLines(order: Order, settings: ShopSettings): [string, string][] {
  const discount = orderDiscountLine(order);
  return [
    ['Subtotal', formatLKR(order.subtotal)],
    ...(discount ? [[discount.label, discount.value] as [string, string]] : []),
    [`Shipping: ${shippingSummary(order, settings)}`, shippingFeeText(order)],
    ['Total', formatLKR(order.total)],
  ];
}

export function bankDetailsLines(bank: BankDetails): string[] {
  return [
    `Bank: ${bank.bankName}`,
    `Account name: ${bank.accountName}`,
    `Account number: ${bank.accountNumber}`,
    `Branch: ${bank.branch}`,
    ...(bank.swift ? [`SWIFT: ${bank.swift}`] : []),
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

export function paymentInstructions(order: Order, settings: ShopSettings): PaymentInstructions {
  const method = `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`;
  const due = `Amount due: ${formatLKR(order.total)}`;
  if (order.paymentMethod === 'bank-transfer') {
    return {
      method,
      due,
      nextStep: `Next step: transfer ${formatLKR(order.total)} to the account below with your order number ${order.orderID} as the reference, then upload your slip from My Orders. We start on your prints once we have verified it.`,
      bank: bankDetailsLines(settings.bank),
    };
  }
  if (order.paymentMethod === 'card') {
    return {
      method,
      due,
      nextStep:
        'Next step: complete your card payment on the secure payment page. If it was interrupted, you can pay from My Orders.',
      bank: [],
    };
  }
  return {
    method,
    due,
    nextStep: `Next step: pay on delivery. Please have ${formatLKR(order.total)} ready for the courier.`,
    bank: [],
  };
}

/** The payment part as plain text. */
export function paymentText(order: Order, settings: ShopSettings): string {
  const p = paymentInstructions(order, settings);
  const bank = p.bank.length > 0 ? `\n\n${p.bank.join('\n')}` : '';
  return `${p.method}\n${p.due}\n${p.nextStep}${bank}`;
}
