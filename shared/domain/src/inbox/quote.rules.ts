/**
 * Custom art that can be bought (PRODUCT §9, decision 0044): staff answer a custom-art request
 * with a quote, the requester accepts it and orders it once as a one-off product.
 */

/** Where a custom-art request stands: asked, quoted by staff, accepted, paid for. */
export const QUOTE_STATUSES = ['new', 'quoted', 'accepted', 'paid'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  new: 'New',
  quoted: 'Quoted',
  accepted: 'Accepted',
  paid: 'Paid',
};

/** Every one-off product's code starts so; no catalogue product's code may. */
export const QUOTE_PRODUCT_PREFIX = 'CUSTOM-';

/** A cart line for a quoted one-off artwork (priced by its quote, never by the catalogue). */
export function isQuoteProductId(productId: string): boolean {
  return productId.toUpperCase().startsWith(QUOTE_PRODUCT_PREFIX);
}

/** A quote link's token: 32 random bytes, base64url (256 bits). Anything else is no quote. */
export const QUOTE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The most days staff may promise a custom artwork in. */
export const MAX_QUOTE_DELIVERY_DAYS = 365;
