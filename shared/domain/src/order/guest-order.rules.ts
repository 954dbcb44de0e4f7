/**
 * PRODUCT §11: buying without an account. The header that stands in for the owner's sign-in
 * on one order's calls, and the address as the shop counts a shopper by it.
 */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';

/** Where a guest's private order page lives on the storefront. */
export const orderPagePath = (orderToken: string) => `/order/${encodeURIComponent(orderToken)}`;

/**
 * One shopper's address as limits and "once per shopper" codes count it: lower case, and a
 * `+tag` in the local part removed (`Ama+shop@Mail.test` → `ama@mail.test`).
 */
export function normalisedAddress(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  const local = lower.slice(0, at).replace(/\+.*$/, '');
  return `${local || lower.slice(0, at)}${lower.slice(at)}`;
}
