import { login } from '../e2e/support/shop-server';
import { BENCH_PASSWORD, register, UNVERIFIED_PENDING_UNITS } from './accounts';

/**
 * Who places the bench's orders (decision 0098): the confirmed bench shopper; accounts
 * registered during the run through the shop's API and never confirmed, which the shop holds
 * to UNVERIFIED_PENDING_UNITS prints in Pending orders each; the confirmed shopper with a
 * discount code the bench made with no limits, so the run cannot use it up; and guests
 * (PRODUCT §11), signed out, each order from an address of its own.
 */
export const ORDER_KINDS = ['confirmed', 'unconfirmed', 'with a code', 'guest'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The mixed load's kinds, in turn over every 20 orders: 1 unconfirmed, 2 with a code, 2 guests. */
const MIXED_TURNS: OrderKind[] = Array.from({ length: 20 }, (_, n) =>
  n === 0 ? 'unconfirmed' : n % 10 === 5 ? 'with a code' : n % 10 === 8 ? 'guest' : 'confirmed',
);
export const MIXED_SHARE: Record<OrderKind, number> = {
  confirmed: 15 / 20,
  unconfirmed: 1 / 20,
  'with a code': 2 / 20,
  guest: 2 / 20,
};

export interface Buyer {
  kind: OrderKind;
  /** The bearer token; none for a guest. */
  token?: string;
  /** A guest's e-mail address. */
  email?: string;
  discountCode?: string;
}

/** The next order's buyer, for an order of `quantity` prints. */
export type NextBuyer = (quantity: number) => Buyer;

export const BENCH_CODE = 'BENCH5';

interface Unconfirmed {
  token: string;
  /** Prints it may still hold in Pending orders under the cap. */
  room: number;
}

/**
 * Accounts registered and signed in through the API, never confirmed, shared out so that none
 * is asked for more than the cap lets it hold: the bench's own volume never meets the cap.
 */
export function unconfirmedAccounts(url: string) {
  const accounts: Unconfirmed[] = [];
  let registered = 0;
  let turn = 0;
  const room = () => accounts.reduce((n, a) => n + a.room, 0);

  async function registerOne(): Promise<Unconfirmed> {
    const email = `bench-new-${(registered += 1)}@wallart.test`;
    await register(url, email);
    return { token: await login(url, email, BENCH_PASSWORD), room: UNVERIFIED_PENDING_UNITS };
  }

  return {
    /** Registers accounts until together they have room for `prints` more (before a load). */
    async ensureRoom(prints: number): Promise<void> {
      const missing = Math.ceil(Math.max(0, prints - room()) / UNVERIFIED_PENDING_UNITS);
      // A few at a time: each costs the shop two password hashes.
      for (let done = 0; done < missing; done += 8) {
        const batch = Math.min(8, missing - done);
        accounts.push(...(await Promise.all(Array.from({ length: batch }, registerOne))));
      }
    },
    /**
     * The next account with room for `quantity`, in turn; when none has (`ensureRoom` asked for
     * too little), the next one anyway, and the shop's refusal is counted as a cap refusal.
     */
    take(quantity: number): string {
      for (let tries = 0; tries < accounts.length; tries += 1) {
        const account = accounts[turn++ % accounts.length] as Unconfirmed;
        if (account.room >= quantity) {
          account.room -= quantity;
          return account.token;
        }
      }
      const fallback = accounts[turn++ % accounts.length];
      if (!fallback) throw new Error('no unconfirmed account was registered');
      return fallback.token;
    },
    /** How many accounts were registered. */
    count: () => accounts.length,
  };
}
export type UnconfirmedAccounts = ReturnType<typeof unconfirmedAccounts>;

/** The staff's discount code for the bench: 5% off, no dates, no total or per-shopper limit. */
export async function createBenchCode(url: string, adminToken: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/discounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ code: BENCH_CODE, type: 'percent', value: 5, active: true }),
  });
  if (!res.ok) throw new Error(`the bench's discount code was refused: ${res.status}`);
  return BENCH_CODE;
}

/** Orders of one kind, or the mixed load's kinds in turn (`kind` left out). */
export function buyers(
  shop: { shopper: string; discountCode: string; unconfirmed: UnconfirmedAccounts },
  kind?: OrderKind,
): NextBuyer {
  let n = 0;
  let guests = 0;
  return (quantity) => {
    const next = kind ?? (MIXED_TURNS[n++ % MIXED_TURNS.length] as OrderKind);
    if (next === 'guest') return { kind: next, email: `bench-guest-${(guests += 1)}@wallart.test` };
    if (next === 'unconfirmed') return { kind: next, token: shop.unconfirmed.take(quantity) };
    if (next === 'with a code')
      return { kind: next, token: shop.shopper, discountCode: shop.discountCode };
    return { kind: next, token: shop.shopper };
  };
}
