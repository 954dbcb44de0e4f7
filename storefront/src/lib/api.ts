import { createApiClient } from '@wallart/domain/api-client';
import { getToken } from './session';

/** The one client the storefront talks to the shop server with (same origin, `/api`). */
export const api = createApiClient({ baseUrl: '', getToken });
