import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import type { ComponentType, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { ApiClient } from '@wallart/domain/api-client';
import { UploadPage } from '../features/uploads/upload-page';
import type { AdminHost } from '../host/admin-host';
import { ADMIN_TOAST_POSITION } from '../lib/toast';
import { adminCssVariablesResolver, adminTheme } from '../theme/admin-theme';
import { AdminProviders } from './admin-providers';
import { AdminRoutes } from './admin-routes';

export interface AdminAppProps {
  host: AdminHost;
  /** The router to run in; HashRouter by default (pages served from a file or custom scheme). */
  Router?: ComponentType<{ children: ReactNode }>;
  api?: ApiClient;
  queryClient?: QueryClient;
}

/**
 * The whole admin as one app (the desktop's renderer): theme, toasts (top-centre, at most
 * 20), cache, router and the admin routes; any other path goes to the dashboard.
 */
export function AdminApp({ host, Router = HashRouter, api, queryClient }: AdminAppProps) {
  return (
    <MantineProvider theme={adminTheme} cssVariablesResolver={adminCssVariablesResolver}>
      <Notifications position={ADMIN_TOAST_POSITION} limit={20} />
      <AdminProviders host={host} api={api} queryClient={queryClient}>
        <Router>
          <Routes>
            <Route path="/admin/*" element={<AdminRoutes />} />
            <Route path="/testing" element={<UploadPage />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </Router>
      </AdminProviders>
    </MantineProvider>
  );
}
