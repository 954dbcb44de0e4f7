import { evaluateDiscount } from '@wallart/domain';
import type { DiscountRow, RawRow } from '../../db/models';
import { AppError, conflict } from '../../lib/app-error';
import { toBool, toNumber } from '../../lib/rows';
import {
  DISCOUNT_COLUMNS,
  LIVE_TOTALS_SQL,
  RECORD_USE_SQL,
  SHOPPERS_LIVE_USES_SQL,
} from '../discounts/discount-store';
import { presentTerms } from '../discounts/discounts.presenter';
import { QUOTED_PRODUCT_NAME } from '../quotes/quoted-lines';
import { chargesFor } from './order-charges';
import type { OrderSql } from './order-sql';
import { accountIdOf } from '../../lib/actor';
import {
  add,
  distinct,
  type ClaimKind,
  type DiscountClaim,
  type OrderClaim,
  type OrderToPlace,
  type QuoteClaim,
  type StockClaim,
} from './order-claim-types';
import { pendingCap } from './order-pending-cap';
import { TAKE_STOCK, takeStockOf } from './order-stock';

export type {
  Claimed,
  DiscountClaim,
  OrderClaim,
  OrderToPlace,
  PendingCapClaim,
  QuoteClaim,
  StockClaim,
} from './order-claim-types';
export { guestLimitMessage, unprovenLimitMessage } from './order-pending-cap';

/**
 * What an order must claim inside its write for it to be written: the checks that hold only
 * if made atomically with the order's rows. Each kind of order adds the claims it needs
 * (`claimsOf`); the writer makes them for a whole group at once (order-placing.ts):
 * - `read`: what the group's claims of this kind check, in a statement or two, locked on
 *   PostgreSQL until the commit (on SQLite the one writer keeps other writes out);
 * - `check`: one order's claim against what was read and what the orders before it in the
 *   group took; throws the shop's error for a refusal, or answers how to count the claim once
 *   the whole order is accepted;
 * - `write`: what the accepted orders' claims write, once their rows have ids.
 *
 * A new kind of claim is a type in `OrderClaim` and its entry in `KINDS`.
 */
const CODES_SQL = `SELECT ${DISCOUNT_COLUMNS} FROM discounts WHERE code IN (:codes) ORDER BY id`;
/** Whether each quote may be ordered: accepted, and held by no live order. */
const QUOTES_SQL = `SELECT id, "userId", "acceptedAt" IS NOT NULL AS accepted,
    ("orderID" IS NULL
      OR "orderID" IN (SELECT o."orderID" FROM orders o WHERE o.status = 'Cancelled')) AS free
  FROM custom_art_quotes WHERE id IN (:ids) ORDER BY id`;

interface UseCount {
  id: number;
  userId: number | null;
  shopperKey: string | null;
  n: number | string;
}

interface CodeState {
  codes: Map<string, RawRow<DiscountRow>>;
  /**
   * Live uses by code id, and by code id and shopper (`id|key:<shopperKey>`; uses older than
   * shopper keys as `id|user:<userId>`).
   */
  total: Map<number, number>;
  mine: Map<string, number>;
  /** The code id each accepted order uses. */
  used: Map<OrderToPlace, number>;
}

/** Counted with the uses of every order written before it, so a last use goes once (PRODUCT §9). */
const discount: ClaimKind<DiscountClaim, CodeState> = {
  async read(sql, claims) {
    const rows = await sql.locked<RawRow<DiscountRow>>(CODES_SQL, {
      codes: distinct(claims.map((c) => c.claim.code)),
    });
    const codes = new Map(rows.map((row) => [row.code, row]));
    const ids = rows.map((row) => toNumber(row.id));
    // Only the group's own shoppers' uses: a code's every shopper would be read otherwise.
    const keys = distinct(claims.map((c) => c.claim.shopperKey));
    const accounts = distinct(claims.flatMap((c) => accountIdOf(c.request.actor) ?? []));
    // A group of guests alone names no account: 0 is an id no row has (`IN ()` is no SQL).
    const userIds = accounts.length > 0 ? accounts : [0];
    const [totals, uses] =
      ids.length > 0
        ? await Promise.all([
            sql.all<{ id: number; n: number | string }>(LIVE_TOTALS_SQL, { ids }),
            sql.all<UseCount>(SHOPPERS_LIVE_USES_SQL, { ids, keys, userIds }),
          ])
        : [[], []];
    const total = new Map<number, number>();
    const mine = new Map<string, number>();
    for (const row of totals) add(total, Number(row.id), Number(row.n));
    for (const use of uses) {
      const shopper = use.shopperKey ? `key:${use.shopperKey}` : `user:${use.userId}`;
      add(mine, `${Number(use.id)}|${shopper}`, Number(use.n));
    }
    return { codes, total, mine, used: new Map() };
  },
  check(state, { request, claim }) {
    const row = state.codes.get(claim.code);
    const id = row ? toNumber(row.id) : 0;
    const key = `${id}|key:${claim.shopperKey}`;
    const accountId = accountIdOf(request.actor);
    const before = accountId === null ? 0 : (state.mine.get(`${id}|user:${accountId}`) ?? 0);
    const terms =
      row && presentTerms({ ...row, active: toBool(row.active) }, state.total.get(id) ?? 0);
    const outcome = evaluateDiscount(terms ?? null, {
      subtotalCents: Number(request.order.subtotalCents),
      now: request.order.createdAt,
      usesByCustomer: (state.mine.get(key) ?? 0) + before,
    });
    if (!outcome.ok) throw new AppError('discount_refused', outcome.reason);
    return () => {
      Object.assign(request.order, chargesFor(claim.charges, outcome.discountCents));
      add(state.total, id, 1);
      add(state.mine, key, 1);
      state.used.set(request, id);
    };
  },
  async write(sql, state, accepted) {
    const now = new Date();
    for (const { request, claim, orderId } of accepted) {
      const discountId = state.used.get(request);
      const userId = accountIdOf(request.actor);
      const use = { discountId, userId, shopperKey: claim.shopperKey, orderId, now };
      await sql.later(RECORD_USE_SQL, use);
    }
  },
};

/** Each size's stock as read, less what the group's orders before took. */
const stock: ClaimKind<StockClaim, Map<number, number>> = {
  async read(sql, claims) {
    const ids = distinct(claims.flatMap((c) => c.claim.needs.map((n) => n.id)));
    const rows = await sql.locked<{ id: number; stock: number | string }>(TAKE_STOCK.read, { ids });
    return new Map(rows.map((r) => [Number(r.id), Number(r.stock)]));
  },
  check(left, { claim }) {
    const wanted = new Map<number, number>();
    for (const need of [...claim.needs].sort((a, b) => a.id - b.id)) {
      add(wanted, need.id, need.quantity);
      if ((left.get(need.id) ?? 0) < (wanted.get(need.id) ?? 0)) {
        throw conflict(`Not enough stock for ${need.name} in size ${need.size}`, 'out_of_stock');
      }
    }
    return () => {
      for (const [id, quantity] of wanted) add(left, id, -quantity);
    };
  },
  async write(sql, _left, accepted) {
    await takeStockOf(
      sql,
      accepted.flatMap((a) => a.claim.needs),
    );
  },
};

interface QuoteRow {
  id: number;
  userId: number;
  accepted: unknown;
  free: unknown;
}

const quote: ClaimKind<QuoteClaim, { rows: Map<number, QuoteRow>; taken: Set<number> }> = {
  async read(sql, claims) {
    const rows = await sql.locked<QuoteRow>(QUOTES_SQL, {
      ids: distinct(claims.map((c) => c.claim.quoteId)),
    });
    return { rows: new Map(rows.map((r) => [Number(r.id), r])), taken: new Set() };
  },
  check({ rows, taken }, { claim }) {
    const row = rows.get(claim.quoteId);
    const yes = (value: unknown) => Boolean(Number(value));
    const free = row && Number(row.userId) === claim.userId && yes(row.accepted) && yes(row.free);
    if (!free || taken.has(claim.quoteId)) {
      throw conflict(`${QUOTED_PRODUCT_NAME} has been ordered already`);
    }
    return () => taken.add(claim.quoteId);
  },
  async write(sql, _state, accepted) {
    const now = new Date();
    for (const { request, claim } of accepted) {
      await sql.later(CLAIM_QUOTE_SQL, { id: claim.quoteId, orderID: request.order.orderID, now });
    }
  },
};

/** The kinds, in the order their rows are locked (the same everywhere, so no deadlock). */
const KINDS: { [K in OrderClaim['kind']]: ClaimKind<Extract<OrderClaim, { kind: K }>, never> } = {
  'pending-cap': pendingCap as never,
  discount: discount as never,
  stock: stock as never,
  quote: quote as never,
};

const CLAIM_QUOTE_SQL = `UPDATE custom_art_quotes SET "orderID" = :orderID, "updatedAt" = :now
  WHERE id = :id`;

type AnyKind = ClaimKind<OrderClaim, unknown>;

/**
 * Checks a group's orders, in order: answers each one's refusal (or null), and the writes the
 * accepted ones' claims leave for once their rows have ids.
 */
export async function claimGroup(sql: OrderSql, requests: OrderToPlace[]) {
  const states = new Map<string, unknown>();
  // Read side by side: each kind's first statement (the one that locks) is sent in the kinds'
  // order, so rows are still locked in the same order everywhere.
  await Promise.all(
    (Object.keys(KINDS) as OrderClaim['kind'][]).map(async (kind) => {
      const claims = requests.flatMap((request) =>
        request.claims.filter((c) => c.kind === kind).map((claim) => ({ request, claim })),
      );
      if (claims.length > 0) states.set(kind, await (KINDS[kind] as AnyKind).read(sql, claims));
    }),
  );
  const refusals = requests.map((request) => {
    try {
      const counts = request.claims.map((claim) =>
        (KINDS[claim.kind] as AnyKind).check(states.get(claim.kind), { request, claim }),
      );
      for (const count of counts) count();
      return null;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return error;
    }
  });
  return {
    refusals,
    /** Writes the accepted orders' claims, given each accepted order's new id. */
    async write(idOf: (request: OrderToPlace) => number) {
      for (const kind of Object.keys(KINDS) as OrderClaim['kind'][]) {
        const { write } = KINDS[kind] as AnyKind;
        if (!write) continue;
        const accepted = requests.flatMap((request, index) =>
          refusals[index]
            ? []
            : request.claims
                .filter((c) => c.kind === kind)
                .map((claim) => ({ request, claim, orderId: idOf(request) })),
        );
        if (accepted.length > 0) await write(sql, states.get(kind), accepted);
      }
    },
  };
}
