/**
 * Discount codes (PRODUCT §9): what a code takes off an order, and the plain reason when it
 * takes nothing. Pure rules, in cents inside; the API checks a code with them at
 * `POST /api/discount/check` and again inside the order's transaction.
 */
import { formatLKR, toCents } from '../money/money.rules';

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const MIN_DISCOUNT_CODE_LENGTH = 3;
export const MAX_DISCOUNT_CODE_LENGTH = 32;
/** Letters, digits, dashes and underscores: what a shopper can type back without doubt. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Codes are case-insensitive: every code is kept and compared in capitals. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The plain reasons a shopper is told; anything else about a code stays "not valid". */
export const DISCOUNT_REASONS = {
  notValid: 'not valid',
  expired: 'expired',
  alreadyUsed: 'already used',
} as const;

const wholeLkr = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const centsLkr = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** LKR without ".00" when the amount is whole: "LKR 10,000", "LKR 999.50". */
function shortLkr(amount: number): string {
  const cents = toCents(amount);
  return `LKR ${(cents % 100 === 0 ? wholeLkr : centsLkr).format(cents / 100)}`;
}

/** "minimum LKR 10,000" (cents only when the minimum has them: "minimum LKR 999.50"). */
export function minimumReason(minSubtotal: number): string {
  return `minimum ${shortLkr(minSubtotal)}`;
}

/**
 * The API's reason for refusing a code ("expired", "minimum LKR 10,000"), as the sentence a
 * shopper reads beside the field. A reason this does not know is quoted as it came.
 */
export function discountRefusalSentence(reason: string): string {
  if (reason === DISCOUNT_REASONS.notValid) {
    return "We don't recognise this code. Check that it is typed as you received it.";
  }
  if (reason === DISCOUNT_REASONS.expired) return 'This code has expired.';
  if (reason === DISCOUNT_REASONS.alreadyUsed) return 'This code has already been used.';
  const minimum = /^minimum (LKR [\d,.]+)$/.exec(reason);
  if (minimum) return `This code needs an order of at least ${minimum[1]}.`;
  return `This code can't be used: ${reason}.`;
}

/** A code's terms as the API answers them (amounts in LKR, dates as ISO text or null). */
export interface DiscountTerms {
  type: DiscountType;
  /** Percent off (1–100), or LKR off for a fixed code. */
  value: number;
  minSubtotal: number | null;
  startsAt: string | null;
  endsAt: string | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  active: boolean;
  /** Orders that hold a use of the code now (a cancelled order gave its use back). */
  usedCount: number;
}

/** What a code takes off this subtotal, in whole cents, never more than the subtotal. */
export function discountAmountCents(
  terms: Pick<DiscountTerms, 'type' | 'value'>,
  subtotalCents: number,
): number {
  const subtotal = Math.max(0, Math.round(subtotalCents));
  const off =
    terms.type === 'percent'
      ? Math.round((subtotal * Math.min(Math.max(terms.value, 0), 100)) / 100)
      : toCents(Math.max(terms.value, 0));
  return Math.min(off, subtotal);
}

export type DiscountOutcome = { ok: true; discountCents: number } | { ok: false; reason: string };

export interface DiscountContext {
  subtotalCents: number;
  now: Date;
  /** This shopper's uses of the code so far; unknown (not signed in) counts as none. */
  usesByCustomer?: number;
}

/**
 * Whether a code applies to an order, and what it takes off. No code (unknown), an inactive
 * code and one not started yet are all just "not valid", so a guess never learns which codes
 * exist. Then, in this order: "expired", "already used" (the total limit or this shopper's
 * limit reached), "minimum LKR …".
 */
export function evaluateDiscount(
  terms: DiscountTerms | null | undefined,
  context: DiscountContext,
): DiscountOutcome {
  if (!terms || !terms.active) return { ok: false, reason: DISCOUNT_REASONS.notValid };
  const now = context.now.getTime();
  if (terms.startsAt && now < Date.parse(terms.startsAt)) {
    return { ok: false, reason: DISCOUNT_REASONS.notValid };
  }
  if (terms.endsAt && now > Date.parse(terms.endsAt)) {
    return { ok: false, reason: DISCOUNT_REASONS.expired };
  }
  if (terms.totalLimit !== null && terms.usedCount >= terms.totalLimit) {
    return { ok: false, reason: DISCOUNT_REASONS.alreadyUsed };
  }
  if (terms.perCustomerLimit !== null && (context.usesByCustomer ?? 0) >= terms.perCustomerLimit) {
    return { ok: false, reason: DISCOUNT_REASONS.alreadyUsed };
  }
  if (terms.minSubtotal !== null && context.subtotalCents < toCents(terms.minSubtotal)) {
    return { ok: false, reason: minimumReason(terms.minSubtotal) };
  }
  return { ok: true, discountCents: discountAmountCents(terms, context.subtotalCents) };
}

/** A code's value as staff and shoppers read it: "10%" or "LKR 500". */
export function discountValueLabel(terms: Pick<DiscountTerms, 'type' | 'value'>): string {
  return terms.type === 'percent' ? `${terms.value}%` : shortLkr(terms.value);
}

/**
 * The discount's line in an order's amounts (confirmation mail, invoice, My Orders), or null
 * when the order used no code: "Discount (WELCOME10)" and "- LKR 300.00".
 */
export function orderDiscountLine(order: {
  discountCode?: string | null | undefined;
  discount?: number | undefined;
}): { label: string; value: string } | null {
  if (!order.discountCode || !order.discount) return null;
  return { label: `Discount (${order.discountCode})`, value: `- ${formatLKR(order.discount)}` };
}
