/**
 * Returns and refunds (PRODUCT §13): the reasons, the steps a return takes, the window after
 * delivery, the quantities a return may hold and what a refund may be.
 */

export const RETURN_REASONS = [
  'damaged',
  'wrong-item',
  'not-as-described',
  'changed-mind',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Arrived damaged',
  'wrong-item': 'Wrong item',
  'not-as-described': 'Not as described',
  'changed-mind': 'Changed my mind',
  other: 'Other',
};

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  received: 'Return received',
  refunded: 'Refunded',
};

export const RETURN_ACTIONS = ['approve', 'reject', 'receive', 'refund'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/** The more generous of the shop's two texts ("30-day return policy", returns within 14 days). */
export const DEFAULT_RETURN_DAYS = 30;
export const MAX_RETURN_NOTE = 1000;
export const MAX_RETURN_PHOTOS = 5;
export const MAX_RETURN_PHOTO_BYTES = 10 * 1024 * 1024;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What each staff action needs the return to be in, and what it makes it. */
const MOVES: Record<ReturnAction, { from: ReturnStatus; to: ReturnStatus }> = {
  approve: { from: 'requested', to: 'approved' },
  reject: { from: 'requested', to: 'rejected' },
  receive: { from: 'approved', to: 'received' },
  refund: { from: 'received', to: 'refunded' },
};

export type ReturnMove = { ok: true; to: ReturnStatus } | { ok: false; message: string };

/** The status a staff action moves a return to, or why it cannot. */
export function returnMove(status: ReturnStatus, action: ReturnAction): ReturnMove {
  const move = MOVES[action];
  if (move.from !== status) {
    return {
      ok: false,
      message: `A return that is ${status} cannot be ${action === 'refund' ? 'refunded' : `${action}d`}; it must be ${move.from} first`,
    };
  }
  return { ok: true, to: move.to };
}

/** The last moment a return may be asked for, or null for an order not delivered. */
export function returnWindowEnd(deliveredAt: Date | null, returnDays: number): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + returnDays * DAY_MS) : null;
}

/**
 * When the window of an order delivered at `deliveredAt` closed, or null while it is open
 * (or the delivery is not known, which leaves the judging to the server).
 */
export function returnWindowClosedAt(
  deliveredAt: string | null | undefined,
  returnDays: number,
  now: Date = new Date(),
): Date | null {
  const end = returnWindowEnd(deliveredAt ? new Date(deliveredAt) : null, returnDays);
  return end && now.getTime() > end.getTime() ? end : null;
}

export interface ReturnLine {
  productId: string;
  size: string;
  quantity: number;
}

const lineKey = (line: Pick<ReturnLine, 'productId' | 'size'>) =>
  `${line.productId}\u0000${line.size.toLowerCase()}`;

/**
 * Why these lines cannot be returned, or null: each names a bought line, and its quantity
 * never exceeds what was bought less what earlier returns (not rejected) already hold.
 */
export function returnLinesProblem(
  requested: readonly ReturnLine[],
  bought: readonly ReturnLine[],
  returnedBefore: readonly ReturnLine[],
): string | null {
  const left = new Map<string, number>();
  for (const line of bought)
    left.set(lineKey(line), (left.get(lineKey(line)) ?? 0) + line.quantity);
  for (const line of returnedBefore) {
    left.set(lineKey(line), (left.get(lineKey(line)) ?? 0) - line.quantity);
  }
  const asked = new Map<string, number>();
  for (const line of requested) {
    const key = lineKey(line);
    if (!left.has(key)) return `${line.productId} (${line.size}) is not in this order`;
    asked.set(key, (asked.get(key) ?? 0) + line.quantity);
    const room = left.get(key) ?? 0;
    if ((asked.get(key) ?? 0) > room) {
      return room <= 0
        ? `${line.productId} (${line.size}) has already been returned`
        : `At most ${room} of ${line.productId} (${line.size}) can be returned`;
    }
  }
  return null;
}

/** Why a restock list does not fit the return's lines, or null. */
export function restockProblem(
  restock: readonly ReturnLine[],
  returned: readonly ReturnLine[],
): string | null {
  const problem = returnLinesProblem(restock, returned, []);
  return problem
    ? `Restock: ${problem.replace('is not in this order', 'is not in this return')}`
    : null;
}

/** The most a refund may be: what was paid less earlier refunds, in cents. */
export const refundRoom = (paidCents: number, refundedCents: number): number =>
  Math.max(0, paidCents - refundedCents);

/** The payment status once `refundedCents` of `paidCents` have gone back. */
export function paymentStatusAfterRefund(
  paidCents: number,
  refundedCents: number,
): 'refunded' | 'partially-refunded' {
  return refundedCents >= paidCents ? 'refunded' : 'partially-refunded';
}
