import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../test/fixtures';
import { createFakeHost, type FakeHost } from '../test/render';
import { adminTheme } from '../theme/admin-theme';
import { AdminProviders } from './admin-providers';
import { AdminRoutes } from './admin-routes';

type Answer = [status: number, body: unknown];

/** The shop server behind the admin's own client (built from the host): answers by path. */
function serve(routes: Record<string, () => Answer>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://shop.test').pathname;
    const [status, body] = routes[path]?.() ?? [404, { code: 'not_found', message: 'Nope' }];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', 'X-Total-Count': '0' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const refused = (): Answer => [
  401,
  { code: 'unauthorized', message: 'Your session has ended. Please log in again' },
];

function renderAdminAt(route: string, host: FakeHost) {
  return render(
    <MantineProvider theme={adminTheme} env="test">
      <Notifications />
      <AdminProviders host={host}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/admin/*" element={<AdminRoutes />} />
          </Routes>
        </MemoryRouter>
      </AdminProviders>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a staff session the server refuses', () => {
  it('mid-work: forgets the token and asks for sign-in, to return to the same screen', async () => {
    serve({
      '/api/user/current': () => [200, { user: aUser({ role: 'admin' }) }],
      '/api/order': refused,
    });
    const host = createFakeHost('staff.jwt');
    renderAdminAt('/admin/orders?status=Pending', host);

    await waitFor(() =>
      expect(host.goToLogin).toHaveBeenCalledWith({
        returnTo: '/admin/orders?status=Pending',
        sessionEnded: true,
      }),
    );
    expect(host.clearToken).toHaveBeenCalledTimes(1);
    expect(host.token).toBeNull();
    expect(host.goToLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Failed to fetch orders')).not.toBeInTheDocument();
  });

  it('at the start: a stored token the server refuses goes the same way, once', async () => {
    serve({ '/api/user/current': refused });
    const host = createFakeHost('old.jwt');
    renderAdminAt('/admin/users', host);

    await waitFor(() =>
      expect(host.goToLogin).toHaveBeenCalledWith({ returnTo: '/admin/users', sessionEnded: true }),
    );
    expect(host.clearToken).toHaveBeenCalledTimes(1);
    expect(host.goToLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Something went wrong, please login again')).not.toBeInTheDocument();
  });

  it('leaves a newer session alone when an older token is refused', async () => {
    serve({
      '/api/user/current': () => [200, { user: aUser({ role: 'admin' }) }],
      '/api/order': () => {
        // Signed in again elsewhere in the meantime: the refused token is no longer the host's.
        host.token = 'newer.jwt';
        return refused();
      },
    });
    const host = createFakeHost('older.jwt');
    renderAdminAt('/admin/orders', host);
    expect(await screen.findByText('Orders', { selector: 'h1, h2' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(host.clearToken).not.toHaveBeenCalled();
    expect(host.goToLogin).not.toHaveBeenCalled();
    expect(host.token).toBe('newer.jwt');
  });
});
