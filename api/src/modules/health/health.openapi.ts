import { z } from 'zod';
import { json, type ApiOperation } from '../../http/openapi/operation';

export const healthOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'Shop',
    summary: 'Whether the server and its database answer',
    auth: 'public',
    answers: [
      json(200, 'Up', z.object({ status: z.literal('ok'), database: z.literal('ok') })),
      json(
        503,
        'The database does not answer',
        z.object({ status: z.literal('degraded'), database: z.literal('down') }),
      ),
    ],
  },
];
