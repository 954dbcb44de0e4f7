import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppRoutes } from '../app/router';
import { shopCssVariablesResolver, shopTheme } from '@wallart/admin-ui/theme';
import { TOAST_LIMIT, TOAST_POSITION } from '../lib/toast';

export interface RenderOptions {
  /** The URL the screen opens at, with any query string. */
  route?: string;
  /** The route pattern the screen is mounted under (defaults to the route's path). */
  path?: string;
  /** Navigation state, as the cart hands items to the checkout. */
  state?: unknown;
  /** A query client of the test's own (e.g. seeded before the first render). */
  client?: QueryClient;
}

/** Shows where the screen navigated to, for assertions on redirects. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function Providers({ children, client }: { children: ReactElement; client: QueryClient }) {
  return (
    <MantineProvider theme={shopTheme} cssVariablesResolver={shopCssVariablesResolver} env="test">
      <QueryClientProvider client={client}>
        <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

function testClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

function entry(route: string, state: unknown) {
  const url = new URL(route, 'http://shop.test');
  return { pathname: url.pathname, search: url.search, state };
}

/** One screen inside Mantine, a fresh query cache and a memory router. */
export function renderScreen(ui: ReactElement, options: RenderOptions = {}) {
  const route = options.route ?? '/';
  const path = options.path ?? new URL(route, 'http://shop.test').pathname;
  const client = options.client ?? testClient();
  const user = userEvent.setup({ delay: null });
  const result = render(
    <Providers client={client}>
      <MemoryRouter initialEntries={[entry(route, options.state)]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, user, client };
}

/** The whole route table, shell included, opened at a route. */
export function renderApp(route = '/') {
  const client = testClient();
  const user = userEvent.setup({ delay: null });
  const result = render(
    <Providers client={client}>
      <MemoryRouter initialEntries={[entry(route, undefined)]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, user, client };
}
