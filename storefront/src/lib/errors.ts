import { isApiError } from '@wallart/domain/api-client';
import { ruleText } from '../i18n/catalogues';

/**
 * The server's own message when it gave one, in the page's language; otherwise, or when the
 * catalogues do not know it, the screen's fallback text.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code !== 'unreachable' && error.message) {
    return ruleText(error.message) ?? fallback;
  }
  return fallback;
}

/** Any error's own message, otherwise the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** A 401 to a signed-in call: the session has ended, and the shopper is sent to log in again. */
export const isSessionRefusal = (error: unknown): boolean =>
  isApiError(error) && error.code === 'unauthorized';
