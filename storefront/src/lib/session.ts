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

export function setToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
  emit();
}

export function clearToken() {
  localStorage.removeItem(TOKEN_KEY);
  emit();
}

/** The stored token, re-rendering when it changes here or in another tab. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
