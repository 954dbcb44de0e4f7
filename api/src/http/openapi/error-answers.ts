import { z } from 'zod';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from '@wallart/domain';
import type { Endpoint } from '@wallart/domain/endpoints';

/* The error answers the document gives each endpoint: the codes it may carry, by status. */

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** The error body with its `code` narrowed to the given codes. */
export function errorBodySchema(codes: readonly ErrorCode[]) {
  return z.object({
    code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    errors: z.array(fieldErrorSchema).optional(),
  });
}

/** Every code an endpoint may answer: what its shape implies, then what it names. */
export function errorCodesOf(op: Endpoint): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (op.params || op.query || op.body) codes.add('invalid');
  // Every write's body is read before its route runs: one that is not JSON, or too large, is
  // refused whatever the route. A write that waits too long for SQLite's one writer is refused
  // as busy (sqlite-transaction-queue.ts).
  if (op.method !== 'get') codes.add('invalid').add('too_large').add('unavailable');
  if (op.auth === 'user' || op.auth === 'owner' || op.auth === 'admin') codes.add('unauthorized');
  if (op.auth === 'admin') codes.add('forbidden');
  // Path parameters the schema refuses name nothing there is (endpoint-routes.ts).
  if (op.paramsNotFound) codes.add('not_found');
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
