import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './token.service';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('session tokens', () => {
  afterEach(() => void vi.useRealTimers());

  it('answers the same claims for a token checked again, and none once it has expired', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z') });
    const tokens = createTokenService(SECRET, '1h');
    const token = tokens.sign(42, 3);
    expect(tokens.verify(token)).toEqual({ userId: 42, tokenVersion: 3 });
    expect(tokens.verify(token)).toEqual({ userId: 42, tokenVersion: 3 });
    vi.setSystemTime(new Date('2026-11-26T09:00:01Z'));
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret or changed after signing, however often sent', () => {
    const tokens = createTokenService(SECRET, '1h');
    const other = createTokenService(`${SECRET}-other`, '1h').sign(42);
    const [head, , signature] = tokens.sign(7).split('.');
    const claims = Buffer.from(JSON.stringify({ sub: '1', tv: 0 })).toString('base64url');
    const forged = `${head}.${claims}.${signature}`;
    for (let i = 0; i < 2; i += 1) {
      expect(tokens.verify(other)).toBeNull();
      expect(tokens.verify(forged)).toBeNull();
      expect(tokens.verify('not-a-token')).toBeNull();
    }
  });
});
