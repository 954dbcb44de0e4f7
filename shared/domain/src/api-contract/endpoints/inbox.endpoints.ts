import { z } from 'zod';
import {
  contactSchema,
  customArtSchema,
  inboxItemSchema,
  inboxListQuerySchema,
  inboxUpdateSchema,
} from '../../inbox/inbox.schemas';
import { quoteInputSchema, quoteViewSchema } from '../../inbox/quote.schemas';
import { apiRoutes } from '../api-routes';
import { ERROR_CODES, type ErrorCode } from '../errors';
import { defineEndpoints, json, pathNaming } from './endpoint';

/** A message's id in a path; any other is no message (404). */
export const inboxIdSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,15}$/) });
/** A quote's private token in a path; a malformed one is simply no quote (404). */
export const quoteTokenSchema = z.object({ token: z.string().max(100) });

const tag = 'Inbox';
const inboxItem = inboxItemSchema.meta({ id: 'InboxItem' });
const byMessageId = pathNaming('Message', inboxIdSchema);
const byQuoteToken = pathNaming('Quote', quoteTokenSchema);
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

/** A public form, limited per IP: sent as JSON or as a form, answered and refused its own way. */
const publicForm = <S extends z.ZodType>(summary: string, schema: S) => ({
  summary,
  body: { schema, contentTypes: FORM_TYPES },
  answers: [json(201, 'Received', formAnswer)],
  errors: ['rate_limited'] satisfies ErrorCode[],
  errorBody: formRefusal,
});

export const inboxEndpoints = defineEndpoints(tag, apiRoutes.inbox, {
  customArt: publicForm('Ask for a custom artwork', customArtSchema),
  contact: publicForm('Send the shop a message', contactSchema),
  list: {
    summary: 'Messages and custom-art requests',
    query: inboxListQuerySchema,
    answers: [json(200, 'Newest first', z.array(inboxItem))],
  },
  setStatus: {
    summary: 'Mark a message new, read or answered',
    ...byMessageId,
    body: { schema: inboxUpdateSchema },
    answers: [json(200, 'The message', inboxItem)],
  },
});

const quoteView = quoteViewSchema.meta({ id: 'CustomArtQuote' });

/** Custom art that can be bought (PRODUCT §9, decision 0044). */
export const quotesEndpoints = defineEndpoints(tag, apiRoutes.quotes, {
  send: {
    summary: 'Quote a custom-art request and mail the requester its private link',
    ...byMessageId,
    body: { schema: quoteInputSchema },
    answers: [json(201, 'The request, quoted', inboxItemSchema)],
    errors: ['conflict'],
  },
  get: {
    summary: 'The quote behind a private link (any other token: 404)',
    ...byQuoteToken,
    answers: [json(200, 'The quote', quoteView)],
    errors: ['rate_limited'],
  },
  accept: {
    summary: "Accept a quote, signed in with the request's e-mail: a one-off product to order once",
    ...byQuoteToken,
    answers: [json(200, 'The quote, accepted, with its one-off product', quoteView)],
    errors: ['forbidden', 'rate_limited'],
  },
});
