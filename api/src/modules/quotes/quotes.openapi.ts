import { inboxItemSchema, quoteInputSchema, quoteViewSchema } from '@wallart/domain';
import { json, type ApiOperation } from '../../http/openapi/operation';
import { inboxIdSchema } from '../inbox/inbox.routes';
import { quoteTokenSchema } from './quotes.routes';

const quoteView = quoteViewSchema.meta({ id: 'CustomArtQuote' });

/** Custom art that can be bought (PRODUCT §9, decision 0044). */
export const quoteOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/inbox/:id/quote',
    tag: 'Inbox',
    summary: 'Quote a custom-art request and mail the requester its private link',
    auth: 'admin',
    params: inboxIdSchema,
    body: { schema: quoteInputSchema },
    answers: [json(201, 'The request, quoted', inboxItemSchema)],
    errors: ['not_found', 'conflict'],
  },
  {
    method: 'get',
    path: '/api/quote/:token',
    tag: 'Inbox',
    summary: 'The quote behind a private link (any other token: 404)',
    auth: 'public',
    params: quoteTokenSchema,
    answers: [json(200, 'The quote', quoteView)],
    errors: ['not_found', 'rate_limited'],
  },
  {
    method: 'post',
    path: '/api/quote/:token/accept',
    tag: 'Inbox',
    summary: "Accept a quote, signed in with the request's e-mail: a one-off product to order once",
    auth: 'user',
    params: quoteTokenSchema,
    answers: [json(200, 'The quote, accepted, with its one-off product', quoteView)],
    errors: ['not_found', 'forbidden', 'rate_limited'],
  },
];
