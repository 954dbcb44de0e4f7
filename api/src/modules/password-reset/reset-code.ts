import crypto from 'node:crypto';

export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_WRONG = 5;

/** Six random digits, leading zeros kept. */
export function generateResetCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

/** What a mailed code is for: a code sent for one purpose never works for the other. */
export type CodePurpose = 'password-reset' | 'account' | 'verify-email';

/**
 * A keyed hash of the code, bound to its user and purpose: a copy of the table alone cannot
 * be turned back into codes without the server's secret.
 */
export function hashResetCode(
  pepper: string,
  userId: number,
  code: string,
  purpose: CodePurpose = 'password-reset',
): string {
  return crypto.createHmac('sha256', pepper).update(`${purpose}:${userId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** The pepper, derived from the server's signing secret so no new secret has to be kept. */
export function resetPepper(serverSecret: string): string {
  return crypto.createHash('sha256').update(`wallart-password-reset:${serverSecret}`).digest('hex');
}
