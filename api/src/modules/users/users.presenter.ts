import type { Role, User } from '@wallart/domain';
import { toBool, toIso } from '../../lib/rows';

export interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: string;
  isEmailVerified: boolean | number;
  isDisabled: boolean | number;
  createdAt: Date | string;
}

/** The only shape a user leaves the server in: never a password hash or any other secret. */
export function presentUser(row: UserRow): User {
  return {
    _id: String(row.id),
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    role: row.role as Role,
    isEmailVerified: toBool(row.isEmailVerified),
    isDisabled: toBool(row.isDisabled),
    createdAt: toIso(row.createdAt),
  };
}

export const USER_PUBLIC_ATTRIBUTES = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'role',
  'isEmailVerified',
  'isDisabled',
  'createdAt',
] as const;
