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
}

export const isAdmin = (actor: Actor | null | undefined): boolean => actor?.role === 'admin';
