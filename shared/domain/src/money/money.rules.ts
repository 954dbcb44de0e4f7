/**
 * Whole cents of an amount rounded as it is written (1.005 → 101, as en-US formatting rounds
 * it), from the shortest decimal that reads back as the number.
 */
function centsAsWritten(amount: number): number {
  const [mantissa = '0', exponent = '0'] = Math.abs(amount).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const point = Number(exponent) + 3;
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const next = point < 0 ? 0 : Number(digits[point] ?? '0');
  return Number(whole) + (next >= 5 ? 1 : 0);
}

/** A whole number with a comma every three digits, as en-US writes it: `1,234,567`. */
export function withThousands(whole: number): string {
  return String(Math.trunc(whole)).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Formats an LKR amount as the shop shows it everywhere: `LKR 1,234.00`, exactly as en-US
 * writes it with two decimals, and never `LKR -0.00`. Written out rather than through
 * Intl.NumberFormat: making the first formatter loads the locale data, which took about a
 * tenth of a second of a phone's first visit before any price could be drawn.
 */
export function formatLKR(amount: number): string {
  const cents = centsAsWritten(amount);
  const whole = withThousands(Math.floor(cents / 100));
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `LKR ${sign}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** Amounts travel as numbers of rupees with at most two decimals; they are stored as cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** True when the amount has at most two decimals (checked in cents to dodge float noise). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/**
 * The discount shown on a product: the rounded percentage by which the price is below the
 * labeled price, or null when there is no discount to show.
 */
export function discountPercent(price: number, labeledPrice: number): number | null {
  if (!(labeledPrice > price) || labeledPrice <= 0) return null;
  // In cents, so an exact half percent (57.5) is not seen as 57.4999… and rounded down.
  const labeledCents = toCents(labeledPrice);
  if (labeledCents <= 0) return null;
  const percent = Math.round(((labeledCents - toCents(price)) * 100) / labeledCents);
  return percent > 0 ? percent : null;
}
