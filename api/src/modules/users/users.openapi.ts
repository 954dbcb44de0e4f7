import { z } from 'zod';
import {
  loginSchema,
  registerSchema,
  userIdParamSchema,
  userRoleUpdateSchema,
  userSchema,
  userUpdateSchema,
} from '@wallart/domain';
import { json, message, messageWith, type ApiOperation } from '../../http/openapi/operation';

export const userAnswer = userSchema.meta({ id: 'User' });
export const loginAnswer = z
  .object({ message: z.string(), token: z.string(), user: userAnswer })
  .meta({ id: 'LoginAnswer' });
const tag = 'Users';

export const usersOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/user/login',
    tag,
    summary: 'Log in with e-mail and password',
    auth: 'public',
    body: { schema: loginSchema },
    answers: [json(200, 'Signed in', loginAnswer)],
    errors: ['unauthorized', 'forbidden', 'rate_limited'],
  },
  {
    method: 'post',
    path: '/api/user',
    tag,
    summary: 'Register a shopper account',
    auth: 'public',
    body: { schema: registerSchema },
    answers: [messageWith(201, 'Registered', 'user', userAnswer)],
    errors: ['duplicate', 'rate_limited'],
  },
  {
    method: 'get',
    path: '/api/user/current',
    tag,
    summary: 'The signed-in account',
    auth: 'user',
    answers: [json(200, 'The account', z.object({ user: userAnswer }))],
  },
  {
    method: 'get',
    path: '/api/user/admin/all',
    tag,
    summary: 'Every account',
    auth: 'admin',
    answers: [json(200, 'The accounts', z.array(userAnswer))],
  },
  {
    method: 'delete',
    path: '/api/user/:id',
    tag,
    summary: 'Delete an account',
    auth: 'admin',
    params: userIdParamSchema,
    answers: [message('Deleted')],
    errors: ['not_found', 'conflict'],
  },
  {
    method: 'patch',
    path: '/api/user/:id',
    tag,
    summary: 'Disable or enable an account',
    auth: 'admin',
    params: userIdParamSchema,
    body: { schema: userUpdateSchema },
    answers: [json(200, 'The account', z.object({ user: userAnswer }))],
    errors: ['not_found', 'conflict'],
  },
  {
    method: 'put',
    path: '/api/user/:id/role',
    tag,
    summary: 'Make an account an admin, or take the role back',
    auth: 'admin',
    params: userIdParamSchema,
    body: { schema: userRoleUpdateSchema },
    answers: [json(200, 'The account', z.object({ user: userAnswer }))],
    errors: ['not_found', 'conflict'],
  },
];
