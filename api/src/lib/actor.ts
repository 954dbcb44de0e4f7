import type { Role } from '@wallart/domain';

/** Who is calling a service: the signed-in user as the database says now, or nobody. */
export interface Actor {
  id: number;
  email: string;
  role: Role;
}

export const isAdmin = (actor: Actor | null | undefined): boolean => actor?.role === 'admin';
