import crypto from 'node:crypto';
import { QUOTE_PRODUCT_PREFIX, QUOTE_TOKEN_PATTERN } from '@wallart/domain';

/** A quote link's token: 32 random bytes (256 bits), base64url. Only its hash is kept. */
export function newQuoteToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/**
 * The token's SHA-256, the only form the database holds: a copy of the table opens no quote,
 * and a lookup by hash tells nothing about how close a wrong token came.
 */
export function hashQuoteToken(token: string): string | null {
  if (!QUOTE_TOKEN_PATTERN.test(token)) return null;
  return crypto.createHash('sha256').update(token).digest('hex');
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The one-off product's code, as carts and orders name it: `CUSTOM-` and 12 random letters. */
export function newQuoteProductId(): string {
  let code = '';
  for (const byte of crypto.randomBytes(12)) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return `${QUOTE_PRODUCT_PREFIX}${code}`;
}
