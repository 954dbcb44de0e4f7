import { createSecretKey } from 'node:crypto';
import jwt, { type SignOptions } from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';

/** What a valid token says: whose it is and the account's token version it was signed at. */
export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

interface CheckedClaims extends TokenClaims {
  expiresAtMs: number | null;
}

export interface TokenService {
  /** A token for the user at their current token version (0 for an account never bumped). */
  sign(userId: number, tokenVersion?: number): string;
  /** The claims of a valid token, or null for a missing, forged or expired one. */
  verify(token: string): TokenClaims | null;
}

/** The claim holding the token version; a token without it was signed before versions: 0. */
const VERSION_CLAIM = 'tv';

/** How many recently checked tokens are remembered (a few hundred bytes each). */
const CHECKED_TOKENS = 10_000;

export function createTokenService(secret: string, expiresIn: string): TokenService {
  // Made once: given a string, jsonwebtoken first tries (and fails) to read it as a public
  // key on every call, which costs more than checking the signature.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const checked = new LRUCache<string, CheckedClaims>({ max: CHECKED_TOKENS });

  function check(token: string): CheckedClaims | null {
    try {
      const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
      if (typeof payload === 'string' || typeof payload.sub !== 'string') return null;
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      const version: unknown = payload[VERSION_CLAIM] ?? 0;
      if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) {
        return null;
      }
      const expiresAtMs = typeof payload.exp === 'number' ? payload.exp * 1000 : null;
      return { userId, tokenVersion: version, expiresAtMs };
    } catch {
      return null;
    }
  }

  return {
    sign(userId, tokenVersion = 0) {
      return jwt.sign({ sub: String(userId), [VERSION_CLAIM]: tokenVersion }, key, {
        algorithm: 'HS256',
        expiresIn: expiresIn as SignOptions['expiresIn'],
      });
    },
    verify(token) {
      const known = checked.get(token);
      if (known && (known.expiresAtMs === null || known.expiresAtMs > Date.now())) {
        return { userId: known.userId, tokenVersion: known.tokenVersion };
      }
      const claims = check(token);
      // Until it expires, the same token string checks the same: its signature is not checked
      // again. Whether its account may still use it is read on every request (auth.ts).
      if (claims) checked.set(token, claims);
      return claims && { userId: claims.userId, tokenVersion: claims.tokenVersion };
    },
  };
}
