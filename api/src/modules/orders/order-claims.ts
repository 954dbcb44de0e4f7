import { evaluateDiscount } from '@wallart/domain';
import type { Actor } from '../../lib/actor';
import { AppError, conflict } from '../../lib/app-error';
import { discountWithUses, LOCK_CODE_SQL, RECORD_USE_SQL } from '../discounts/discount-store';
import { CLAIM_QUOTE_SQL, QUOTED_PRODUCT_NAME } from '../quotes/quoted-lines';
import type { OrderSql } from './order-sql';
import type { DiscountedCharges, NewOrder, OrderToPlace, StockNeed } from './order-store.types';
import { takeStock } from './order-stock';

/**
 * What an order must claim, inside its own write, for it to be written: the checks that only
 * hold if made atomically with the order's rows. Each kind of order adds the claims it needs
 * (orders.service.ts); the writer makes them in this order, then writes the order. A refused
 * claim throws the shop's error for it and that order alone is undone (its savepoint).
 *
 * A new kind of claim is a type here and its step in `STEPS` below.
 */
export type OrderClaim = PendingCapClaim | DiscountClaim | StockClaim | QuoteClaim;

/** An unproven account may hold up to `limit` prints in Pending orders (decision 0031). */
export interface PendingCapClaim {
  kind: 'pending-cap';
  limit: number;
}

/** The code the shopper gave (in capitals), and how the charges change with what it takes off. */
export interface DiscountClaim {
  kind: 'discount';
  code: string;
  price(discountCents: number): DiscountedCharges;
}

/** The prints of each size the order takes. */
export interface StockClaim {
  kind: 'stock';
  needs: StockNeed[];
}

/** An accepted custom-art quote the order takes: ordered once (decision 0044). */
export interface QuoteClaim {
  kind: 'quote';
  quoteId: number;
  userId: number;
}

export const unprovenLimitMessage = (limit: number) =>
  `Please confirm your e-mail address to order more: until then an account may hold up to ${limit} prints in Pending orders. We e-mailed you a code; enter it on your profile, or ask for a new one there`;

/** Prints in the account's Pending orders (what they hold of the stock, unpaid or not). */
const PENDING_UNITS_SQL = `SELECT COALESCE(SUM(oi.quantity), 0) AS units
  FROM orders o JOIN order_items oi ON oi."orderId" = o.id
  WHERE o."userId" = :userId AND o.status = 'Pending'`;
const LOCK_USER_SQL = 'SELECT id FROM users WHERE id = :userId';

/** What a claim leaves to do once the order's row has its id (a code's use names the order). */
type AfterInsert = ((orderId: number) => Promise<void>) | void;

type ClaimStep<C extends OrderClaim> = (
  sql: OrderSql,
  request: OrderToPlace,
  claim: C,
) => Promise<AfterInsert>;

const unitsOf = (request: OrderToPlace) =>
  request.items.reduce((sum, item) => sum + item.quantity, 0);

const STEPS: { [K in OrderClaim['kind']]: ClaimStep<Extract<OrderClaim, { kind: K }>> } = {
  async 'pending-cap'(sql, request, { limit }) {
    const userId = request.actor.id;
    await sql.locked(LOCK_USER_SQL, { userId });
    const [row] = await sql.all<{ units: number | string }>(PENDING_UNITS_SQL, { userId });
    if (Number(row?.units ?? 0) + unitsOf(request) > limit) {
      throw new AppError('email_unverified', unprovenLimitMessage(limit));
    }
  },

  /** Counted with the uses of the orders written before it, so a last use goes once (PRODUCT §9). */
  async discount(sql, request, { code, price }) {
    const userId = request.actor.id;
    await sql.locked(LOCK_CODE_SQL, { code });
    const found = await discountWithUses((text, values) => sql.all(text, values), code, userId);
    const outcome = evaluateDiscount(found?.terms ?? null, {
      subtotalCents: Number(request.order.subtotalCents),
      now: request.order.createdAt,
      usesByCustomer: found?.usesByCustomer ?? 0,
    });
    if (!outcome.ok || !found)
      throw new AppError('discount_refused', outcome.ok ? '' : outcome.reason);
    const priced: Partial<NewOrder> = price(outcome.discountCents);
    Object.assign(request.order, priced);
    return async (orderId) => {
      const use = { discountId: found.id, userId, orderId, now: request.order.createdAt };
      await sql.run(RECORD_USE_SQL, use);
    };
  },

  async stock(sql, _request, { needs }) {
    await takeStock(sql, needs);
  },

  async quote(sql, request, claim) {
    const values = { ...claim, orderID: request.order.orderID, now: request.order.createdAt };
    if ((await sql.run(CLAIM_QUOTE_SQL, values)) === 0) {
      throw conflict(`${QUOTED_PRODUCT_NAME} has been ordered already`);
    }
  },
};

/**
 * The claims of a checkout: the cap when the account's address is not proven yet (decision
 * 0031), the code when one was given, the stock of the catalogue's prints, and the quotes.
 */
export function claimsOf(checkout: {
  actor: Actor;
  capLimit: number;
  discount: Omit<DiscountClaim, 'kind'> | undefined | '';
  stock: StockNeed[];
  quotes: QuoteClaim[];
}): OrderClaim[] {
  const { actor, capLimit, discount, stock, quotes } = checkout;
  return [
    ...(capLimit > 0 && actor.isEmailVerified === false
      ? [{ kind: 'pending-cap' as const, limit: capLimit }]
      : []),
    ...(discount ? [{ kind: 'discount' as const, ...discount }] : []),
    ...(stock.length > 0 ? [{ kind: 'stock' as const, needs: stock }] : []),
    ...quotes,
  ];
}

/** The order of the claims: the locks they take always come in the same order (no deadlock). */
const ORDER: OrderClaim['kind'][] = ['pending-cap', 'discount', 'stock', 'quote'];

/** Makes the order's claims, in order; answers what is left to do once its row is written. */
export async function makeClaims(sql: OrderSql, request: OrderToPlace) {
  const after: ((orderId: number) => Promise<void>)[] = [];
  const claims = [...request.claims].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  for (const claim of claims) {
    const make = STEPS[claim.kind] as ClaimStep<OrderClaim>;
    const then = await make(sql, request, claim);
    if (then) after.push(then);
  }
  return after;
}
