const lkr = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // Never "LKR -0.00" for -0 or a tiny negative amount that rounds to zero.
  signDisplay: 'negative',
});

/** Formats an LKR amount as the shop shows it everywhere: `LKR 1,234.00`. */
export function formatLKR(amount: number): string {
  return `LKR ${lkr.format(amount)}`;
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
