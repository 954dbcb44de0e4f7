import { isApiError, type ApiErrorCode } from '@wallart/domain/api-client';

/** The refusals whose message tells the admin what to change: invalid input and conflicts. */
const REFUSALS: readonly ApiErrorCode[] = [
  'invalid',
  'conflict',
  'duplicate',
  'out_of_stock',
  'not_pending',
];

/** The server's own words when it refused on purpose (a conflict, invalid input). */
export function refusalOf(error: unknown): string | undefined {
  if (isApiError(error) && REFUSALS.includes(error.code)) return error.message;
  return undefined;
}
