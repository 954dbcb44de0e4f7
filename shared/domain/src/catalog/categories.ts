import { z } from 'zod';

/** The shop's fixed categories. "Resturant" is spelt so everywhere, on purpose. */
export const CATEGORIES = ['Living Room', 'Religious', 'Kitchen', 'Resturant'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A category route or filter may also say "All", which means no filter. */
export const ALL_CATEGORIES = 'All';
export const CATEGORY_FILTERS = [ALL_CATEGORIES, ...CATEGORIES] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export const categorySchema = z.enum(CATEGORIES, { message: 'Unknown category' });
export const categoryFilterSchema = z.enum(CATEGORY_FILTERS, { message: 'Unknown category' });

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}
