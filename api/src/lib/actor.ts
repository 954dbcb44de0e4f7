import type { Role } from '@wallart/domain';

/** Who is calling a service: the signed-in user as the database says now, or nobody. */
export interface Actor {
  id: number;
  email: string;
  role: Role;
  /**
   * Whether the account's address is proven, as read with the session (http/auth.ts). Left
   * out by actors the server makes itself (seeding), which count as proven.
   */
  isEmailVerified?: boolean;
  /**
   * A guest, with no account (PRODUCT §11): `id` is then 0, which names no account. `orderRef`
   * is the row id of the one order whose key (`X-Order-Token`) the caller sent, or null while
   * a guest places an order.
   */
  guest?: { orderRef: number | null };
}

/** The account an actor acts for, or null for a guest. */
export const accountIdOf = (actor: Actor): number | null => (actor.guest ? null : actor.id);

/** A guest placing an order with the address they gave. */
export const placingGuest = (email: string): Actor => ({
  id: 0,
  email,
  role: 'user',
  isEmailVerified: false,
  guest: { orderRef: null },
});

export const isAdmin = (actor: Actor | null | undefined): boolean => actor?.role === 'admin';
