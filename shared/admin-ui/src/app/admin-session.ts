import type { AdminHost } from '../host/admin-host';

/** The server refused the staff member's session: the admin must sign them in again. */
export interface AdminSession {
  /**
   * A signed-in call was answered 401 with this token. Forgets the token, when it is still
   * the host's (a refusal of an older session's token changes nothing), and tells the
   * listeners, once per token.
   */
  refused(token: string): Promise<void>;
  onEnded(listener: () => void): () => void;
}

export function createAdminSession(host: AdminHost): AdminSession {
  const listeners = new Set<() => void>();
  const ended = new Set<string>();
  return {
    async refused(token) {
      if (ended.has(token) || (await host.getToken()) !== token) return;
      ended.add(token);
      await host.clearToken();
      for (const listener of listeners) listener();
    },
    onEnded(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
