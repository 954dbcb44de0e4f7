import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@wallart/domain/api-client';
import type { AdminHost } from '../host/admin-host';

interface AdminContextValue {
  host: AdminHost;
  api: ApiClient;
}

const AdminContext = createContext<AdminContextValue | null>(null);

export interface AdminHostProviderProps {
  host: AdminHost;
  /** A ready client (tests pass a mocked one); by default one is built from the host. */
  api?: ApiClient;
  children: ReactNode;
}

/** Hands the host and the api client built from it to every admin screen. */
export function AdminHostProvider({ host, api, children }: AdminHostProviderProps) {
  const value = useMemo(
    () => ({
      host,
      api:
        api ??
        createApiClient({ baseUrl: () => host.getBaseUrl(), getToken: () => host.getToken() }),
    }),
    [host, api],
  );
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

function useAdminContext(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('Admin screens must be inside <AdminHostProvider>');
  return value;
}

export const useAdminHost = () => useAdminContext().host;
export const useApi = () => useAdminContext().api;
