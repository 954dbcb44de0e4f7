/**
 * The address a page that sent the shopper to sign in or register knew (a custom-art quote's),
 * passed in the navigation state (never in the URL) to fill in.
 */
export function emailOf(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}
