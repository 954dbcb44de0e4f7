import { z } from 'zod';
import { mailKindSummarySchema, mailPreviewParamSchema, mailPreviewSchema } from '@wallart/domain';
import { json, type ApiOperation } from '../../http/openapi/operation';

export const mailPreviewsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/mail-previews',
    tag: 'Admin',
    summary: 'Every kind of mail the shop sends',
    auth: 'admin',
    answers: [json(200, 'The kinds', z.array(mailKindSummarySchema))],
  },
  {
    method: 'get',
    path: '/api/admin/mail-previews/:kind',
    tag: 'Admin',
    summary: 'One mail, rendered with sample data',
    auth: 'admin',
    params: mailPreviewParamSchema,
    answers: [json(200, 'The mail', mailPreviewSchema)],
    errors: ['not_found'],
  },
];
