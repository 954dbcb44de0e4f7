/** PRODUCT §13: how many downloads a paid digital line has left, and until when. */
export const DEFAULT_DOWNLOAD_LIMIT = 5;
export const DEFAULT_DOWNLOAD_DAYS = 365;

export interface DownloadAllowanceInput {
  paidAt: Date | null;
  completed: number;
  limit: number;
  days: number;
  refunded: boolean;
  now: Date;
}

export interface DownloadAllowance {
  remaining: number;
  expiresAt: Date | null;
  allowed: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function downloadAllowance(input: DownloadAllowanceInput): DownloadAllowance {
  if (!input.paidAt || input.refunded) return { remaining: 0, expiresAt: null, allowed: false };
  const expiresAt = new Date(input.paidAt.getTime() + input.days * DAY_MS);
  const remaining = Math.max(0, input.limit - input.completed);
  const open = input.now.getTime() < expiresAt.getTime();
  return { remaining: open ? remaining : 0, expiresAt, allowed: open && remaining > 0 };
}
