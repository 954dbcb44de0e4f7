import crypto from 'node:crypto';

const ORDER_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An order's number as shoppers see it: `WA-` and 8 letters and digits that read apart. */
export function newOrderId(): string {
  const bytes = crypto.randomBytes(8);
  let code = '';
  for (const byte of bytes) code += ORDER_ID_ALPHABET[byte % ORDER_ID_ALPHABET.length];
  return `WA-${code}`;
}

/**
 * A guest order's private key (PRODUCT §11, decision 0111): 256 random bits, handed to the
 * guest once (the 201, the mailed link) and kept only as its SHA-256, so a copy of the
 * database opens no order. A key this long needs no slow hash: nothing can be guessed.
 */
export function newOrderToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashOrderToken(token) };
}

export const hashOrderToken = (token: string): string =>
  crypto.createHash('sha256').update(token).digest('hex');
