import { createApiClient } from '@wallart/domain/api-client';
import { getToken } from './session';
import { handleUnauthorized } from './session-expiry';

/**
 * The one client the storefront talks to the shop server with (same origin, `/api`). A 401
 * to a signed-in call ends the session (lib/session-expiry.ts).
 */
export const api = createApiClient({ baseUrl: '', getToken, onUnauthorized: handleUnauthorized });
