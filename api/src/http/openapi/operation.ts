import { z } from 'zod';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from '@wallart/domain';

/**
 * Who may call an endpoint: anyone; anyone, the answer depending on who signs in; any
 * signed-in, enabled account; the account that owns the resource (or an admin); an admin.
 */
export type ApiAuth = 'public' | 'optional' | 'user' | 'owner' | 'admin';

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A body or an answer in one media type; JSON unless said otherwise. */
export interface ApiContent {
  schema: z.ZodType;
  contentType?: string;
}

export interface ApiAnswer {
  status: number;
  description: string;
  /** Left out for answers without a body. */
  content?: ApiContent;
  /** Headers the answer carries, one key each. */
  headers?: z.ZodObject;
}

/**
 * One endpoint of the shop's API, as the OpenAPI document describes it. Each module lists its
 * own in `<area>.openapi.ts`, beside its routes; `api-operations.ts` gathers the lists, and a
 * test fails when Express serves a route no list names, or a list names one Express lacks.
 */
export interface ApiOperation {
  method: ApiMethod;
  /** The full path in Express's syntax, e.g. `/api/product/:productId`. */
  path: string;
  summary: string;
  tag: string;
  auth: ApiAuth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** The request body; JSON unless `contentTypes` says otherwise (the first is the usual one). */
  body?: { schema: z.ZodType; contentTypes?: string[]; required?: boolean };
  answers: ApiAnswer[];
  /**
   * The error codes this endpoint answers beyond those its shape implies (`invalid` when it
   * reads params, a query or a body; `invalid` and `too_large` for every write, whose body is
   * read first; `unauthorized` and `forbidden` from its auth).
   */
  errors?: ErrorCode[];
  /** The error body's shape, where it is not the shop's usual `{ code, message, errors? }`. */
  errorBody?: (codes: readonly ErrorCode[]) => z.ZodType;
}

export const TOTAL_COUNT = z.object({
  'X-Total-Count': z.string().meta({ description: 'How many items match, across every page' }),
});

/** A JSON answer. */
export const json = (status: number, description: string, schema: z.ZodType): ApiAnswer => ({
  status,
  description,
  content: { schema },
});

export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

/** The `{ message }` answer most writes give. */
export const message = (description: string, status = 200): ApiAnswer =>
  json(status, description, messageSchema);

/** A `{ message, <key>: item }` answer. */
export const messageWith = (
  status: number,
  description: string,
  key: string,
  schema: z.ZodType,
): ApiAnswer => json(status, description, z.object({ message: z.string(), [key]: schema }));

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** The error body with its `code` narrowed to the given codes. */
export function errorBodySchema(codes: readonly ErrorCode[]) {
  return z.object({
    code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    errors: z.array(fieldErrorSchema).optional(),
  });
}

/** Every code an operation may answer: what its shape implies, then what it names. */
export function errorCodesOf(op: ApiOperation): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (op.params || op.query || op.body) codes.add('invalid');
  // Every write's body is read before its route runs: one that is not JSON, or too large, is
  // refused whatever the route. A write that waits too long for SQLite's one writer is refused
  // as busy (sqlite-transaction-queue.ts).
  if (op.method !== 'get') codes.add('invalid').add('too_large').add('unavailable');
  if (op.auth === 'user' || op.auth === 'owner' || op.auth === 'admin') codes.add('unauthorized');
  if (op.auth === 'admin') codes.add('forbidden');
  for (const code of op.errors ?? []) codes.add(code);
  return ERROR_CODES.filter((code) => codes.has(code));
}

/** The codes grouped by the status they are answered with. */
export function errorCodesByStatus(codes: readonly ErrorCode[]): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}
