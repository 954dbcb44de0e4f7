import { z } from 'zod';
import type { InboxItem } from '../inbox/inbox.schemas';
import type { Order } from '../order/order.schemas';
import type { Review } from '../review/review.schemas';
import { passwordSchema, registerSchema, type User } from './user.schemas';

/** A shopper's own name and phone, with registration's rules. */
export const profileUpdateSchema = registerSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The six digits mailed to an account that has no password, to prove it is theirs. */
export const accountCodeSchema = z
  .string({ message: 'Code is required' })
  .trim()
  .regex(/^[0-9]{6}$/, 'The code has 6 digits');

const currentPasswordSchema = z
  .string({ message: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(128);

type Proof = { code?: string | undefined } & Record<string, unknown>;

/**
 * Proof that the caller owns the account: its password, or (for an account made by Google
 * sign-in, which has none) a code mailed to it. Exactly one of the two.
 */
const oneProof = (passwordField: string) => (value: Proof, ctx: z.RefinementCtx) => {
  const hasPassword = value[passwordField] !== undefined;
  if (hasPassword === (value.code !== undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [passwordField],
      message: hasPassword
        ? 'Send either the password or the code, not both'
        : 'Enter your password, or the code we e-mailed you',
    });
  }
};

/** The six digits mailed at registration (or again on asking) to prove the address. */
export const emailVerifySchema = z.object({ code: accountCodeSchema });
export type EmailVerifyInput = z.input<typeof emailVerifySchema>;

/** A proven address answers the account as it now is (`isEmailVerified: true`). */
export interface EmailVerifyResponse {
  message: string;
  user: User;
  /** How many orders placed as a guest with the address became the account's (PRODUCT §11). */
  claimedOrders?: number;
}

/** A new password, proved by the current one or by a mailed code (a first password). */
export const passwordUpdateSchema = z
  .object({
    currentPassword: currentPasswordSchema.optional(),
    code: accountCodeSchema.optional(),
    password: passwordSchema,
  })
  .superRefine(oneProof('currentPassword'));
export type PasswordUpdateInput = z.input<typeof passwordUpdateSchema>;
export type PasswordUpdateParsed = z.output<typeof passwordUpdateSchema>;

/** Deleting one's own account, proved by the password or by a mailed code. */
export const accountDeleteSchema = z
  .object({ password: currentPasswordSchema.optional(), code: accountCodeSchema.optional() })
  .superRefine(oneProof('password'));
export type AccountDeleteInput = z.input<typeof accountDeleteSchema>;
export type AccountDeleteParsed = z.output<typeof accountDeleteSchema>;

/**
 * How the account proves itself: with its password, or (none set) with a mailed code; and how
 * many orders it placed as a guest became its own once its address was confirmed (PRODUCT §11).
 */
export interface AccountSecurity {
  hasPassword: boolean;
  claimedOrders: number;
}

/** A password change answers a fresh token: every older one stops working. */
export interface PasswordUpdateResponse {
  message: string;
  token: string;
  user: User;
}

/** Everything the shop keeps about an account, as its owner downloads it. */
export interface AccountExport {
  exportedAt: string;
  profile: User & Pick<AccountSecurity, 'hasPassword'>;
  orders: Order[];
  reviews: Review[];
  /** Contact messages and custom-art requests sent from the account's verified address. */
  inboxMessages: InboxItem[];
}
