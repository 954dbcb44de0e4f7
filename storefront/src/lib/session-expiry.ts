import type { UnauthorizedEvent } from '@wallart/domain/api-client';
import { endSession } from './session';

type LoginWanted = () => void;

const listeners = new Set<LoginWanted>();
/** Tokens the shopper has already been sent to log in again for: one trip per session. */
const sentToLogin = new Set<string>();
/** The token the server refused last, so a late 401 for it still counts as this session. */
let lastEnded: string | null = null;

/**
 * The shared client's report of a 401 to a signed-in call. The refused token is forgotten
 * (its cached user with it, see SessionWatcher); unless the call was the quiet check of a
 * stored token, the shopper is asked to log in again, once per session.
 */
export function handleUnauthorized({ token, quiet }: UnauthorizedEvent): void {
  if (endSession(token)) lastEnded = token;
  // A refusal of an older session's token (not the one just ended) sends nobody anywhere.
  if (quiet || token !== lastEnded || sentToLogin.has(token)) return;
  sentToLogin.add(token);
  for (const listener of listeners) listener();
}

/** Called when a refused call wants the shopper at the login page. */
export function onLoginWanted(listener: LoginWanted): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** What the login page is handed when a session ended: it says "Please log in again". */
export interface LoginPageState {
  sessionEnded?: boolean;
}

export const sessionEndedOf = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as LoginPageState).sessionEnded === true;
