import { isApiError } from '@wallart/domain/api-client';

/** The server's own words when it refused on purpose (409 conflict, 400 invalid input). */
export function refusalOf(error: unknown): string | undefined {
  if (isApiError(error) && (error.status === 409 || error.status === 400)) return error.message;
  return undefined;
}
