import { paths } from '../api-contract/paths';
import type { Http } from './http';

export interface ShopConfig {
  googleClientId: string | null;
}

export interface Health {
  status: 'ok' | 'degraded';
  database: 'ok' | 'down';
}

/** The server itself: whether it is up, and the settings a client reads before signing in. */
export function systemClient(http: Http) {
  return {
    health: async () => (await http<Health>(paths.health, { auth: false })).data,
    config: async () => (await http<ShopConfig>(paths.config, { auth: false })).data,
  };
}
