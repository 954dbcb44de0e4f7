import { z } from 'zod';
import {
  accountDeleteSchema,
  emailVerifySchema,
  passwordUpdateSchema,
  profileUpdateSchema,
} from '@wallart/domain';
import { json, message, messageWith, type ApiOperation } from '../../http/openapi/operation';
import { loginAnswer, userAnswer } from '../users/users.openapi';

const tag = 'Account';

export const accountOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/user/current/security',
    tag,
    summary: 'Whether the account has a password',
    auth: 'user',
    answers: [json(200, 'Its security', z.object({ hasPassword: z.boolean() }))],
  },
  {
    method: 'put',
    path: '/api/user/current/profile',
    tag,
    summary: "Change one's name and phone",
    auth: 'user',
    body: { schema: profileUpdateSchema },
    answers: [messageWith(200, 'Saved', 'user', userAnswer)],
  },
  {
    method: 'post',
    path: '/api/user/current/password',
    tag,
    summary: "Set or change one's password (ends every other session)",
    auth: 'user',
    body: { schema: passwordUpdateSchema },
    answers: [json(200, 'Changed, with a fresh token', loginAnswer)],
    errors: ['forbidden', 'rate_limited'],
  },
  {
    method: 'post',
    path: '/api/user/current/code',
    tag,
    summary: 'Mail a one-time code that proves the account is yours',
    auth: 'user',
    answers: [message('Sent')],
    errors: ['conflict', 'rate_limited'],
  },
  {
    method: 'post',
    path: '/api/user/current/verify-email',
    tag,
    summary: "Confirm one's e-mail address with the code mailed to it",
    auth: 'user',
    body: { schema: emailVerifySchema },
    answers: [messageWith(200, 'Confirmed', 'user', userAnswer)],
    errors: ['rate_limited'],
  },
  {
    method: 'post',
    path: '/api/user/current/verify-email/code',
    tag,
    summary: 'Mail a new e-mail confirmation code',
    auth: 'user',
    answers: [message('Sent')],
    errors: ['conflict', 'rate_limited'],
  },
  {
    method: 'get',
    path: '/api/user/current/export',
    tag,
    summary: 'Download everything the shop keeps about the account',
    auth: 'user',
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
  {
    method: 'post',
    path: '/api/user/current/delete',
    tag,
    summary: 'Delete the account (with its password or a mailed code)',
    auth: 'user',
    body: { schema: accountDeleteSchema },
    answers: [message('Deleted')],
    errors: ['forbidden', 'conflict', 'rate_limited'],
  },
];
