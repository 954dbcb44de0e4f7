import { AppError } from '../../lib/app-error';
import {
  add,
  distinct,
  unitsOf,
  type ClaimKind,
  type OrderToPlace,
  type PendingCapClaim,
} from './order-claim-types';

export const unprovenLimitMessage = (limit: number) =>
  `Please confirm your e-mail address to order more: until then an account may hold up to ${limit} prints in Pending orders. We e-mailed you a code; enter it on your profile, or ask for a new one there`;

export const guestLimitMessage = (limit: number) =>
  `An e-mail address without a confirmed account may hold up to ${limit} prints in Pending orders. Please create an account and confirm your e-mail address to order more`;

const PENDING_UNITS_SQL = `SELECT o."userId" AS "userId", COALESCE(SUM(oi.quantity), 0) AS units
  FROM orders o JOIN order_items oi ON oi."orderId" = o.id
  WHERE o."userId" IN (:userIds) AND o.status = 'Pending' GROUP BY o."userId"`;
/** A guest's Pending prints, by the address of guest orders no account has claimed yet. */
const GUEST_PENDING_UNITS_SQL = `SELECT LOWER(o.email) AS email, COALESCE(SUM(oi.quantity), 0) AS units
  FROM orders o JOIN order_items oi ON oi."orderId" = o.id
  WHERE o."userId" IS NULL AND LOWER(o.email) IN (:emails) AND o.status = 'Pending'
  GROUP BY LOWER(o.email)`;
const LOCK_USERS_SQL = 'SELECT id FROM users WHERE id IN (:userIds) ORDER BY id';

/** Whose Pending prints an order counts with: its account's, or a guest's address. */
const holderOf = ({ actor }: OrderToPlace) =>
  actor.guest ? `guest|${actor.email.toLowerCase()}` : `user|${actor.id}`;

export const pendingCap: ClaimKind<PendingCapClaim, Map<string, number>> = {
  async read(sql, claims) {
    const actors = claims.map((c) => c.request.actor);
    const userIds = distinct(actors.filter((a) => !a.guest).map((a) => a.id));
    const emails = distinct(actors.filter((a) => a.guest).map((a) => a.email.toLowerCase()));
    type Units = { units: number | string };
    const [, accounts, guests] = await Promise.all([
      userIds.length > 0 ? sql.locked(LOCK_USERS_SQL, { userIds }) : [],
      userIds.length > 0 ? sql.all<Units & { userId: number }>(PENDING_UNITS_SQL, { userIds }) : [],
      emails.length > 0
        ? sql.all<Units & { email: string }>(GUEST_PENDING_UNITS_SQL, { emails })
        : [],
    ]);
    return new Map([
      ...accounts.map((r) => [`user|${Number(r.userId)}`, Number(r.units)] as const),
      ...guests.map((r) => [`guest|${r.email}`, Number(r.units)] as const),
    ]);
  },
  check(held, { request, claim }) {
    const holder = holderOf(request);
    const units = unitsOf(request);
    if ((held.get(holder) ?? 0) + units > claim.limit) {
      throw new AppError(
        'email_unverified',
        request.actor.guest ? guestLimitMessage(claim.limit) : unprovenLimitMessage(claim.limit),
      );
    }
    return () => add(held, holder, units);
  },
};
