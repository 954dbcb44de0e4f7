import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import { aUser } from '../test/fixtures';
import { createMockApi } from '../test/mock-api';
import { createFakeHost, renderAdmin } from '../test/render';
import { AdminGuard } from './admin-guard';

const guarded = (
  <AdminGuard>
    <p>Admin screen</p>
  </AdminGuard>
);

describe('AdminGuard', () => {
  it('shows the admin screen to an admin', async () => {
    const api = createMockApi();
    api.user.current.mockResolvedValue(aUser({ role: 'admin' }));
    const { host } = renderAdmin(guarded, { api });
    expect(screen.getByRole('status', { name: 'Checking your access' })).toBeInTheDocument();
    expect(await screen.findByText('Admin screen')).toBeInTheDocument();
    expect(host.goToLogin).not.toHaveBeenCalled();
  });

  it('without a token says "You are not logged in", goes to login and asks nothing', async () => {
    const api = createMockApi();
    const { host } = renderAdmin(guarded, { api, host: createFakeHost(null) });
    expect(await screen.findByText('You are not logged in')).toBeInTheDocument();
    await waitFor(() => expect(host.goToLogin).toHaveBeenCalledTimes(1));
    expect(api.user.current).not.toHaveBeenCalled();
    expect(screen.queryByText('Admin screen')).not.toBeInTheDocument();
  });

  it('a shopper hears "You are not an admin" and goes to login', async () => {
    const api = createMockApi();
    api.user.current.mockResolvedValue(aUser({ role: 'user' }));
    const { host } = renderAdmin(guarded, { api });
    expect(await screen.findByText('You are not an admin')).toBeInTheDocument();
    await waitFor(() => expect(host.goToLogin).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Admin screen')).not.toBeInTheDocument();
  });

  it('any other failure says "Something went wrong, please login again"', async () => {
    const api = createMockApi();
    api.user.current.mockRejectedValue(new ApiError(0, 'Cannot reach the shop server'));
    const { host } = renderAdmin(guarded, { api });
    expect(await screen.findByText('Something went wrong, please login again')).toBeInTheDocument();
    await waitFor(() => expect(host.goToLogin).toHaveBeenCalledTimes(1));
    expect(host.clearToken).not.toHaveBeenCalled();
  });

  it('ends a session the server refused (401): the token is forgotten, no error is shown', async () => {
    const api = createMockApi();
    api.user.current.mockRejectedValue(new ApiError(401, 'Your session has ended'));
    const { host } = renderAdmin(guarded, { api });
    await waitFor(() => expect(host.clearToken).toHaveBeenCalledTimes(1));
    // The sign-in that follows is the session watcher's (admin-session.test.tsx).
    expect(screen.queryByText('Something went wrong, please login again')).not.toBeInTheDocument();
    expect(screen.queryByText('Admin screen')).not.toBeInTheDocument();
  });
});
