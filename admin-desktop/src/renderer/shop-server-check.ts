import { createApiClient, isApiError } from '@wallart/domain/api-client';

export type ServerCheck = { ok: true } | { ok: false; message: string };

const TIMEOUT_MS = 8000;

/**
 * Asks a server for GET /api/health before the app remembers it: it must answer, be a Wall
 * Art shop (the health shape) and have its database up.
 */
export async function checkShopServer(
  serverUrl: string,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<ServerCheck> {
  const api = createApiClient({
    baseUrl: serverUrl,
    fetch: (input, init) => fetchImpl(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }),
  });
  try {
    const health: unknown = await api.system.health();
    const status =
      health && typeof health === 'object' && 'status' in health ? health.status : undefined;
    if (status === 'ok') return { ok: true };
    if (status === 'degraded') {
      return { ok: false, message: 'The shop server answered, but its database is not reachable.' };
    }
    return { ok: false, message: 'That address answered, but it is not a Wall Art shop server.' };
  } catch (error) {
    if (isApiError(error) && error.code === 'unreachable') {
      return { ok: false, message: `Cannot reach ${serverUrl}. Is the shop server running?` };
    }
    if (isApiError(error) && error.code === 'unavailable') {
      return { ok: false, message: 'The shop server answered, but its database is not reachable.' };
    }
    return { ok: false, message: 'That address answered, but it is not a Wall Art shop server.' };
  }
}
