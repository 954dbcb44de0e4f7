import crypto from 'node:crypto';

/** A signed download link lives 15 minutes (PRODUCT §13). */
export const DOWNLOAD_LINK_MS = 15 * 60 * 1000;

export interface DownloadLinks {
  /** The token for a link to download `downloadId`, valid until now + 15 minutes. */
  sign(downloadId: string, now: Date): { token: string; expiresAt: Date };
  /** The download the token names, or null when it is tampered, malformed or expired. */
  verify(token: string, now: Date): string | null;
}

/**
 * Tokens are `<downloadId>.<expiry ms>.<HMAC-SHA256 of both, base64url>`, keyed by a key
 * derived from the server's secret for this one use (decision 0123).
 */
export function createDownloadLinks(secret: string): DownloadLinks {
  const key = crypto.createHmac('sha256', secret).update('wallart download link v1').digest();
  const mac = (payload: string): Buffer =>
    crypto.createHmac('sha256', key).update(payload).digest();

  return {
    sign(downloadId, now) {
      const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_MS);
      const payload = `${downloadId}.${expiresAt.getTime()}`;
      return { token: `${payload}.${mac(payload).toString('base64url')}`, expiresAt };
    },
    verify(token, now) {
      const match = /^(\d{1,18})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, downloadId = '', expiry = '', signature = ''] = match;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(`${downloadId}.${expiry}`);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      return Number(expiry) > now.getTime() ? downloadId : null;
    },
  };
}
