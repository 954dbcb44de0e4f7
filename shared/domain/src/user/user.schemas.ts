import { z } from 'zod';
import { PASSWORD_MAX_BYTES, PASSWORD_MIN, utf8Length } from './user.rules';

export { OTP_LENGTH, PASSWORD_MAX_BYTES, PASSWORD_MIN } from './user.rules';

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address' }));

export const passwordSchema = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(128, 'Password is at most 128 characters')
  .refine(
    (password) => password.length > 128 || utf8Length(password) <= PASSWORD_MAX_BYTES,
    `Password is too long: at most ${PASSWORD_MAX_BYTES} bytes (${PASSWORD_MAX_BYTES} plain letters, fewer with accents or emoji)`,
  );

export const phoneSchema = z
  .string({ message: 'Phone is required' })
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'Enter a valid phone number');

const nameSchema = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60);

/** Registration: role, verification and disabled flags can never be set here. */
export const registerSchema = z.object({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type LoginInput = z.input<typeof loginSchema>;

export const googleLoginSchema = z.object({
  accessToken: z.string().min(1, 'Access token is required').max(4096),
});

export const sendMailSchema = z.object({ email: emailSchema });

export const changePasswordSchema = z.object({
  email: emailSchema,
  otp: z
    .string({ message: 'Code is required' })
    .trim()
    .regex(/^[0-9]{6}$/, 'The code has 6 digits'),
  password: passwordSchema,
});

/** What an admin may change on a user. */
export const userUpdateSchema = z.object({ isDisabled: z.boolean() });

/** An admin makes another account an admin, or takes it back (PRODUCT §8). */
export const userRoleUpdateSchema = z.object({
  role: z.enum(ROLES, { message: `role is one of ${ROLES.join(', ')}` }),
});
export type UserRoleUpdateInput = z.input<typeof userRoleUpdateSchema>;

export const userIdParamSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,15}$/, 'Unknown user'),
});

export const userSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  isEmailVerified: z.boolean(),
  isDisabled: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export interface LoginResponse {
  message: string;
  token: string;
  user: User;
}

export interface MessageResponse {
  message: string;
}
