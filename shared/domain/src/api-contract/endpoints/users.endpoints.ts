import { z } from 'zod';
import {
  accountDeleteSchema,
  emailVerifySchema,
  passwordUpdateSchema,
  profileUpdateSchema,
} from '../../user/account.schemas';
import {
  changePasswordSchema,
  googleLoginSchema,
  loginSchema,
  registerSchema,
  sendMailSchema,
  userIdParamSchema,
  userRoleUpdateSchema,
  userSchema,
  userUpdateSchema,
} from '../../user/user.schemas';
import { apiRoutes } from '../api-routes';
import { defineEndpoints, json, message, messageWith } from './endpoint';

const user = userSchema.meta({ id: 'User' });
const loginAnswer = z
  .object({ message: z.string(), token: z.string(), user })
  .meta({ id: 'LoginAnswer' });
const tag = 'Users';

export const usersEndpoints = defineEndpoints(tag, apiRoutes.users, {
  login: {
    summary: 'Log in with e-mail and password',
    body: { schema: loginSchema },
    answers: [json(200, 'Signed in', loginAnswer)],
    errors: ['unauthorized', 'forbidden', 'rate_limited'],
  },
  register: {
    summary: 'Register a shopper account, signed in at once',
    body: { schema: registerSchema },
    answers: [json(201, 'Registered and signed in', loginAnswer)],
    errors: ['duplicate', 'rate_limited'],
  },
  current: {
    summary: 'The signed-in account',
    answers: [json(200, 'The account', z.object({ user }))],
  },
  listAll: {
    summary: 'Every account',
    answers: [json(200, 'The accounts', z.array(user))],
  },
  remove: {
    summary: 'Delete an account',
    params: userIdParamSchema,
    answers: [message('Deleted')],
    errors: ['not_found', 'conflict'],
  },
  setDisabled: {
    summary: 'Disable or enable an account',
    params: userIdParamSchema,
    body: { schema: userUpdateSchema },
    answers: [json(200, 'The account', z.object({ user }))],
    errors: ['not_found', 'conflict'],
  },
  setRole: {
    summary: 'Make an account an admin, or take the role back',
    params: userIdParamSchema,
    body: { schema: userRoleUpdateSchema },
    answers: [json(200, 'The account', z.object({ user }))],
    errors: ['not_found', 'conflict'],
  },
});

export const accountEndpoints = defineEndpoints('Account', apiRoutes.account, {
  security: {
    summary: 'Whether the account has a password, and how many guest orders became its own',
    answers: [
      json(
        200,
        "Its security; `claimedOrders`: the orders placed as a guest with the address that became the account's",
        z.object({ hasPassword: z.boolean(), claimedOrders: z.number().int() }),
      ),
    ],
  },
  profile: {
    summary: "Change one's name and phone",
    body: { schema: profileUpdateSchema },
    answers: [messageWith(200, 'Saved', 'user', user)],
  },
  password: {
    summary: "Set or change one's password (ends every other session)",
    body: { schema: passwordUpdateSchema },
    answers: [json(200, 'Changed, with a fresh token', loginAnswer)],
    errors: ['forbidden', 'rate_limited'],
  },
  code: {
    summary: 'Mail a one-time code that proves the account is yours',
    answers: [message('Sent')],
    errors: ['conflict', 'rate_limited'],
  },
  verifyEmail: {
    summary: "Confirm one's e-mail address with the code mailed to it",
    body: { schema: emailVerifySchema },
    answers: [
      json(
        200,
        "Confirmed; `claimedOrders`: how many orders placed as a guest with the address became the account's",
        z.object({ message: z.string(), user, claimedOrders: z.number().int() }),
      ),
    ],
    errors: ['rate_limited'],
  },
  verifyEmailCode: {
    summary: 'Mail a new e-mail confirmation code',
    answers: [message('Sent')],
    errors: ['conflict', 'rate_limited'],
  },
  export: {
    summary: 'Download everything the shop keeps about the account',
    answers: [
      json(
        200,
        'The account, its orders, reviews and messages, as a JSON file',
        z.looseObject({
          exportedAt: z.string(),
          profile: z.looseObject({}),
          orders: z.array(z.looseObject({})),
          reviews: z.array(z.looseObject({})),
          inboxMessages: z.array(z.looseObject({})),
        }),
      ),
    ],
  },
  delete: {
    summary: 'Delete the account (with its password or a mailed code)',
    body: { schema: accountDeleteSchema },
    answers: [message('Deleted')],
    errors: ['forbidden', 'conflict', 'rate_limited'],
  },
});

export const passwordResetEndpoints = defineEndpoints(tag, apiRoutes.passwordReset, {
  sendMail: {
    summary: 'Mail a password-reset code (the same answer whether the address is known or not)',
    body: { schema: sendMailSchema },
    answers: [message('Sent if the address has an account')],
    errors: ['rate_limited'],
  },
  changePassword: {
    summary: 'Set a new password with the mailed code',
    body: { schema: changePasswordSchema },
    answers: [message('Changed')],
    errors: ['rate_limited'],
  },
});

export const googleEndpoints = defineEndpoints(tag, apiRoutes.google, {
  signIn: {
    summary: 'Sign in with a Google access token',
    body: { schema: googleLoginSchema },
    answers: [json(200, 'Signed in', loginAnswer)],
    errors: ['unauthorized', 'forbidden', 'unavailable'],
  },
});
