import jwt, { type SignOptions } from 'jsonwebtoken';

export interface TokenService {
  sign(userId: number): string;
  /** The user id a valid token names, or null for a missing, forged or expired one. */
  verify(token: string): number | null;
}

export function createTokenService(secret: string, expiresIn: string): TokenService {
  return {
    sign(userId) {
      return jwt.sign({ sub: String(userId) }, secret, {
        algorithm: 'HS256',
        expiresIn: expiresIn as SignOptions['expiresIn'],
      });
    },
    verify(token) {
      try {
        const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
        if (typeof payload === 'string' || typeof payload.sub !== 'string') return null;
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}
