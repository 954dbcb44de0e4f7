export const MAX_LINE_QUANTITY = 100;
export const MAX_ORDER_LINES = 50;

/** The page size of the order list when the query names none. */
export const DEFAULT_ORDER_PAGE_LIMIT = 100;
