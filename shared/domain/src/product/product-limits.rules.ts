/** The largest price the shop takes, in LKR (its cents fit a 32-bit integer). */
export const MAX_PRICE = 10_000_000;

/** The most prints of one size (or of a product, in total) the shop keeps a count of. */
export const MAX_STOCK = 1_000_000;
