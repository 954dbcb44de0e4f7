import crypto from 'node:crypto';
import { normalisedAddress } from '@wallart/domain';

/**
 * A shopper as a "once per shopper" code counts them (PRODUCT §11): an HMAC-SHA256 of the
 * normalised address (lower case, `+tag` removed), keyed by a key derived from the server's
 * secret. It stays on a code's use when the account is deleted, while the address does not
 * (decision 0112).
 */
export function createShopperKeys(secret: string): (email: string) => string {
  const key = crypto.createHmac('sha256', secret).update('wallart shopper key v1').digest();
  return (email) => crypto.createHmac('sha256', key).update(normalisedAddress(email)).digest('hex');
}
