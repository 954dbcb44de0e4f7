import { useSyncExternalStore } from 'react';

/** SPEC §3: the session token lives in browser storage under "token". */
export const TOKEN_KEY = 'token';

const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * Whether the last session was ended by the server (expired, or its password changed
 * elsewhere) rather than by the shopper signing out: the login page then says so.
 */
let endedByServer = false;

export function setToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
  endedByServer = false;
  emit();
}

/** Signing out, by the shopper's own hand. */
export function clearToken() {
  localStorage.removeItem(TOKEN_KEY);
  endedByServer = false;
  emit();
}

/**
 * Forgets the token the server refused, if it is still the stored one (a refusal of an older
 * session's token leaves a newer session alone). Answers whether it was.
 */
export function endSession(token: string): boolean {
  if (getToken() !== token) return false;
  localStorage.removeItem(TOKEN_KEY);
  endedByServer = true;
  emit();
  return true;
}

export const sessionEndedByServer = () => endedByServer;

/** The stored token, re-rendering when it changes here or in another tab. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
