import { changePasswordSchema, sendMailSchema } from '@wallart/domain';
import { message, type ApiOperation } from '../../http/openapi/operation';

const tag = 'Users';

export const passwordResetOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/user/sendMail',
    tag,
    summary: 'Mail a password-reset code (the same answer whether the address is known or not)',
    auth: 'public',
    body: { schema: sendMailSchema },
    answers: [message('Sent if the address has an account')],
    errors: ['rate_limited'],
  },
  {
    method: 'post',
    path: '/api/user/changePW',
    tag,
    summary: 'Set a new password with the mailed code',
    auth: 'public',
    body: { schema: changePasswordSchema },
    answers: [message('Changed')],
    errors: ['rate_limited'],
  },
];
