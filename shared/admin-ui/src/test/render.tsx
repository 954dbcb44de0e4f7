import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { ApiClient } from '@wallart/domain/api-client';
import { AdminProviders } from '../app/admin-providers';
import { createAdminQueryClient } from '../app/admin-query-client';
import type { AdminHost } from '../host/admin-host';
import { adminTheme } from '../theme/admin-theme';
import { createMockApi, type MockApi } from './mock-api';

export interface FakeHost extends AdminHost {
  token: string | null;
}

export function createFakeHost(token: string | null = 'staff-token'): FakeHost {
  const host: FakeHost = {
    token,
    getBaseUrl: () => '',
    getToken: vi.fn(async () => host.token),
    clearToken: vi.fn(async () => {
      host.token = null;
    }),
    goToLogin: vi.fn(),
    saveFile: vi.fn(async () => {}),
  };
  return host;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output
      data-testid="location"
      data-state={JSON.stringify(location.state ?? null)}
      data-search={location.search}
    >
      {location.pathname}
    </output>
  );
}

export interface RenderAdminOptions {
  api?: MockApi;
  host?: FakeHost;
  /** Where the router starts (a query after "?" is kept), with optional navigation state. */
  route?: string;
  state?: unknown;
  /** The route pattern the element is mounted at; it defaults to the starting path. */
  path?: string;
}

/** The one render wrapper: theme, toasts, a fresh cache, the host and a mocked api, a router. */
export function renderAdmin(ui: ReactElement, options: RenderAdminOptions = {}) {
  const api = options.api ?? createMockApi();
  const host = options.host ?? createFakeHost();
  const [route = '/admin', query] = (options.route ?? '/admin').split('?');
  const queryClient = createAdminQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
    mutations: { retry: false },
  });
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <MantineProvider theme={adminTheme} env="test">
      <Notifications />
      {/* The mock has the real client's shape. */}
      <AdminProviders host={host} api={api as unknown as ApiClient} queryClient={queryClient}>
        <MemoryRouter
          initialEntries={[
            { pathname: route, search: query ? `?${query}` : '', state: options.state },
          ]}
        >
          <Routes>
            <Route path={options.path ?? route} element={ui} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AdminProviders>
    </MantineProvider>,
  );
  const probe = () => screen.getByTestId('location');
  return {
    ...utils,
    api,
    host,
    user,
    queryClient,
    location: () => probe().textContent,
    /** The address's query ("?paymentStatus=paid"), or ''. */
    search: () => probe().dataset.search ?? '',
    locationState: (): unknown => JSON.parse(probe().dataset.state ?? 'null'),
  };
}
