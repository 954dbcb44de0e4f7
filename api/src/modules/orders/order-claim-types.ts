import type { Actor } from '../../lib/actor';
import type { QuoteToClaim } from '../quotes/quoted-lines';
import type { ChargesBasis } from './order-charges';
import type { OrderSql } from './order-sql';
import type { BillLine, NewOrder, StockNeed } from './order-store.types';

/** The shapes every claim kind shares (order-claims.ts has the kinds and how a group claims). */
export type OrderClaim = PendingCapClaim | DiscountClaim | StockClaim | QuoteClaim;

/**
 * An unproven account may hold up to `limit` prints in Pending orders (decision 0031); so may a
 * guest's address, across its guest orders (PRODUCT §11).
 */
export interface PendingCapClaim {
  kind: 'pending-cap';
  limit: number;
}

/**
 * The code the shopper gave (in capitals), how the charges change with what it takes off, and
 * the keyed hash of the shopper's normalised address its per-shopper uses count by (§11).
 */
export interface DiscountClaim {
  kind: 'discount';
  code: string;
  shopperKey: string;
  /** What the order's charges are worked out again from, with the code's discount. */
  charges: ChargesBasis;
}

/** The prints of each size the order takes. */
export interface StockClaim {
  kind: 'stock';
  needs: StockNeed[];
}

/** An accepted custom-art quote the order takes: ordered once (decision 0044). */
export type QuoteClaim = QuoteToClaim;

/** A priced order ready to be written: its row, its lines and the claims it must make. */
export interface OrderToPlace {
  actor: Actor;
  order: NewOrder;
  items: BillLine[];
  /** Made inside the order's write, before its rows (order-claims.ts). */
  claims: OrderClaim[];
}

/** One order's claim of a kind, with its order. */
export interface Claimed<C> {
  request: OrderToPlace;
  claim: C;
}

export interface ClaimKind<C, State> {
  read(sql: OrderSql, claims: Claimed<C>[]): Promise<State>;
  check(state: State, claimed: Claimed<C>): () => void;
  write?(
    sql: OrderSql,
    state: State,
    accepted: (Claimed<C> & { orderId: number })[],
  ): Promise<void>;
}

export const unitsOf = (request: OrderToPlace) =>
  request.items.reduce((sum, item) => sum + item.quantity, 0);
export const add = <K>(map: Map<K, number>, key: K, by: number) =>
  map.set(key, (map.get(key) ?? 0) + by);
export const distinct = <T>(values: T[]) => [...new Set(values)];
