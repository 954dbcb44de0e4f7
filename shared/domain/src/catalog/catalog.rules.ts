/** The shop's fixed categories. "Resturant" is spelt so everywhere, on purpose. */
export const CATEGORIES = ['Living Room', 'Religious', 'Kitchen', 'Resturant'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A category route or filter may also say "All", which means no filter. */
export const ALL_CATEGORIES = 'All';
export const CATEGORY_FILTERS = [ALL_CATEGORIES, ...CATEGORIES] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** The print sizes the shop offers. The first one is meant when an order line names none. */
export const PRINT_SIZES = ['12x18 in', '18x24 in', '24x36 in'] as const;
export type PrintSize = (typeof PRINT_SIZES)[number];
export const DEFAULT_PRINT_SIZE: PrintSize = PRINT_SIZES[0];
