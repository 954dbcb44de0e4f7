import { z } from 'zod';
import {
  contactSchema,
  customArtSchema,
  ERROR_CODES,
  inboxItemSchema,
  inboxListQuerySchema,
  inboxUpdateSchema,
  type ErrorCode,
} from '@wallart/domain';
import { json, type ApiOperation } from '../../http/openapi/operation';
import { inboxIdSchema } from './inbox.routes';

const tag = 'Inbox';
const inboxItem = inboxItemSchema.meta({ id: 'InboxItem' });
const FORM_TYPES = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];
const formAnswer = z.object({ success: z.literal(true), message: z.string() });
/**
 * The forms answer `{ success: false, code, message }` when they refuse; a body that cannot be
 * read at all (not JSON, too large) gets the shop's usual `{ code, message }`.
 */
const formRefusal = (codes: readonly ErrorCode[]) =>
  z.object({
    success: z.literal(false).optional(),
    code: z.enum(codes.length ? (codes as [ErrorCode]) : ERROR_CODES),
    message: z.string(),
  });

export const inboxOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/inbox/custom-art',
    tag,
    summary: 'Ask for a custom artwork',
    auth: 'public',
    body: { schema: customArtSchema, contentTypes: FORM_TYPES },
    answers: [json(201, 'Received', formAnswer)],
    errors: ['rate_limited'],
    errorBody: formRefusal,
  },
  {
    method: 'post',
    path: '/api/inbox/contact',
    tag,
    summary: 'Send the shop a message',
    auth: 'public',
    body: { schema: contactSchema, contentTypes: FORM_TYPES },
    answers: [json(201, 'Received', formAnswer)],
    errors: ['rate_limited'],
    errorBody: formRefusal,
  },
  {
    method: 'get',
    path: '/api/inbox',
    tag,
    summary: 'Messages and custom-art requests',
    auth: 'admin',
    query: inboxListQuerySchema,
    answers: [json(200, 'Newest first', z.array(inboxItem))],
  },
  {
    method: 'patch',
    path: '/api/inbox/:id',
    tag,
    summary: 'Mark a message new, read or answered',
    auth: 'admin',
    params: inboxIdSchema,
    body: { schema: inboxUpdateSchema },
    answers: [json(200, 'The message', inboxItem)],
    errors: ['not_found'],
  },
];
