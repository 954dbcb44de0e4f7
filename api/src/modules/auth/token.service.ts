import { createSecretKey } from 'node:crypto';
import jwt, { type SignOptions } from 'jsonwebtoken';

export interface TokenService {
  sign(userId: number): string;
  /** The user id a valid token names, or null for a missing, forged or expired one. */
  verify(token: string): number | null;
}

export function createTokenService(secret: string, expiresIn: string): TokenService {
  // Made once: given a string, jsonwebtoken first tries (and fails) to read it as a public
  // key on every call, which costs more than checking the signature.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    sign(userId) {
      return jwt.sign({ sub: String(userId) }, key, {
        algorithm: 'HS256',
        expiresIn: expiresIn as SignOptions['expiresIn'],
      });
    },
    verify(token) {
      try {
        const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
        if (typeof payload === 'string' || typeof payload.sub !== 'string') return null;
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}
