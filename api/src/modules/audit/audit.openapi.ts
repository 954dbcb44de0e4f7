import { z } from 'zod';
import { auditEntrySchema, auditListQuerySchema } from '@wallart/domain';
import { json, TOTAL_COUNT, type ApiOperation } from '../../http/openapi/operation';

export const auditOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/audit',
    tag: 'Admin',
    summary: 'A page of the audit log, newest first',
    auth: 'admin',
    query: auditListQuerySchema,
    answers: [
      {
        ...json(200, 'The page', z.array(auditEntrySchema.meta({ id: 'AuditEntry' }))),
        headers: TOTAL_COUNT,
      },
    ],
  },
];
