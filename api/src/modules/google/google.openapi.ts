import { googleLoginSchema } from '@wallart/domain';
import { json, type ApiOperation } from '../../http/openapi/operation';
import { loginAnswer } from '../users/users.openapi';

export const googleOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/user/google',
    tag: 'Users',
    summary: 'Sign in with a Google access token',
    auth: 'public',
    body: { schema: googleLoginSchema },
    answers: [json(200, 'Signed in', loginAnswer)],
    errors: ['unauthorized', 'forbidden', 'unavailable'],
  },
];
