import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ApiClient } from '@wallart/domain/api-client';
import type { AdminHost } from '../host/admin-host';
import { adminCssVariablesResolver, adminTheme } from '../theme/admin-theme';
import { AdminHostProvider } from './admin-context';
import { createAdminQueryClient } from './admin-query-client';

export interface AdminProvidersProps {
  host: AdminHost;
  /** A ready client (tests pass a mocked one); by default one is built from the host. */
  api?: ApiClient;
  /** The admin's own cache by default, kept apart from the host app's. */
  queryClient?: QueryClient;
  /**
   * Inside an app that already has a MantineProvider (the storefront), the admin theme is
   * applied to this subtree only: its CSS variables are scoped to `[data-wallart-admin]`.
   */
  scopedTheme?: boolean;
  children: ReactNode;
}

/** Host, api client and cache for the admin screens (no router, no toast layer). */
export function AdminProviders({
  host,
  api,
  queryClient,
  scopedTheme,
  children,
}: AdminProvidersProps) {
  const [ownClient] = useState(() => queryClient ?? createAdminQueryClient());
  const content = (
    <QueryClientProvider client={queryClient ?? ownClient}>
      <AdminHostProvider host={host} api={api}>
        {children}
      </AdminHostProvider>
    </QueryClientProvider>
  );
  if (!scopedTheme) return content;
  return (
    <MantineProvider
      theme={adminTheme}
      cssVariablesResolver={adminCssVariablesResolver}
      cssVariablesSelector="[data-wallart-admin]"
      withGlobalClasses={false}
      deduplicateCssVariables={false}
    >
      <div data-wallart-admin="">{content}</div>
    </MantineProvider>
  );
}
