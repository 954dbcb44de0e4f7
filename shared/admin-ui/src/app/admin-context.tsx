import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@wallart/domain/api-client';
import type { AdminHost } from '../host/admin-host';
import { createAdminSession, type AdminSession } from './admin-session';

interface AdminContextValue {
  host: AdminHost;
  api: ApiClient;
  session: AdminSession;
}

const AdminContext = createContext<AdminContextValue | null>(null);

export interface AdminHostProviderProps {
  host: AdminHost;
  /** A ready client (tests pass a mocked one); by default one is built from the host. */
  api?: ApiClient;
  children: ReactNode;
}

/**
 * Hands the host, the api client built from it and the session to every admin screen. A 401
 * to a signed-in call ends the session (admin-session.ts; AdminSessionWatcher reacts).
 */
export function AdminHostProvider({ host, api, children }: AdminHostProviderProps) {
  const value = useMemo(() => {
    const session = createAdminSession(host);
    return {
      host,
      session,
      api:
        api ??
        createApiClient({
          baseUrl: () => host.getBaseUrl(),
          getToken: () => host.getToken(),
          onUnauthorized: ({ token }) => void session.refused(token),
        }),
    };
  }, [host, api]);
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

function useAdminContext(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('Admin screens must be inside <AdminHostProvider>');
  return value;
}

export const useAdminHost = () => useAdminContext().host;
export const useApi = () => useAdminContext().api;
export const useAdminSession = () => useAdminContext().session;
