import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import { user } from '../../test/fixtures';
import { allCalls, createMockApi } from '../../test/mock-api';
import { createFakeHost, renderAdmin } from '../../test/render';
import { UsersPage } from './users-page';

const admin = user({ _id: '1', name: 'Asha Admin', email: 'admin@wallart.test', role: 'admin' });
const shopper = user();
const blocked = user({
  _id: '9',
  name: 'Ruwan Blocked',
  email: 'ruwan@example.com',
  isDisabled: true,
});

function setup(token: string | null = 'staff-token') {
  const api = createMockApi();
  api.user.listAll.mockResolvedValue([admin, shopper, blocked]);
  return renderAdmin(<UsersPage />, { api, host: createFakeHost(token), route: '/admin/users' });
}

const rowOf = async (name: string) =>
  (await screen.findByText(name)).closest('tr') as HTMLTableRowElement;

describe('UsersPage', () => {
  it('lists every user with role and status', async () => {
    setup();
    expect(screen.getByRole('status', { name: 'Loading users' })).toBeInTheDocument();
    const row = await rowOf('Ruwan Blocked');
    expect(within(row).getByText('ruwan@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Disabled')).toBeInTheDocument();
    expect(within(await rowOf('Asha Admin')).getByText('admin')).toBeInTheDocument();
    expect(within(await rowOf('Nimal Perera')).getByText('Active')).toBeInTheDocument();
  });

  it('says "Failed to fetch users." when the list cannot be loaded', async () => {
    const api = createMockApi();
    api.user.listAll.mockRejectedValue(new ApiError(500, 'boom'));
    renderAdmin(<UsersPage />, { api, route: '/admin/users' });
    expect(await screen.findByText('Failed to fetch users.')).toBeInTheDocument();
  });

  it('without a token refuses to delete and makes no request', async () => {
    const { api, user: u } = setup(null);
    await u.click(
      within(await rowOf('Nimal Perera')).getByRole('button', { name: 'Delete Nimal Perera' }),
    );
    expect(await screen.findByText('Please login first to delete User')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(allCalls(api)).toEqual(['user.listAll']);
  });

  it('deletes after confirmation and reloads the list', async () => {
    const { api, user: u } = setup();
    api.user.remove.mockResolvedValue({ message: 'User deleted' });
    await u.click(
      within(await rowOf('Nimal Perera')).getByRole('button', { name: 'Delete Nimal Perera' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(within(dialog).getByText(/nimal@example.com/)).toBeInTheDocument();
    expect(api.user.remove).not.toHaveBeenCalled();
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(api.user.remove).toHaveBeenCalledWith('7');
    await waitFor(() => expect(api.user.listAll).toHaveBeenCalledTimes(2));
  });

  it('shows the server\'s refusal plainly under "User delete failed"', async () => {
    const { api, user: u } = setup();
    api.user.remove.mockRejectedValue(new ApiError(409, 'You cannot delete the last admin'));
    await u.click(
      within(await rowOf('Asha Admin')).getByRole('button', { name: 'Delete Asha Admin' }),
    );
    await u.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('User delete failed')).toBeInTheDocument();
    expect(screen.getByText('You cannot delete the last admin')).toBeInTheDocument();
  });

  it('says "User delete failed" on any other failure', async () => {
    const { api, user: u } = setup();
    api.user.remove.mockRejectedValue(new ApiError(500, 'Something went wrong on our side'));
    await u.click(
      within(await rowOf('Nimal Perera')).getByRole('button', { name: 'Delete Nimal Perera' }),
    );
    await u.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('User delete failed')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on our side')).not.toBeInTheDocument();
  });

  it('disables and enables accounts', async () => {
    const { api, user: u } = setup();
    api.user.setDisabled.mockImplementation(async (id, isDisabled) => ({
      ...(id === '7' ? shopper : blocked),
      isDisabled,
    }));
    await u.click(
      within(await rowOf('Nimal Perera')).getByRole('button', { name: 'Disable Nimal Perera' }),
    );
    expect(await screen.findByText('User disabled')).toBeInTheDocument();
    expect(api.user.setDisabled).toHaveBeenCalledWith('7', true);
    await u.click(
      within(await rowOf('Ruwan Blocked')).getByRole('button', { name: 'Enable Ruwan Blocked' }),
    );
    expect(await screen.findByText('User enabled')).toBeInTheDocument();
    expect(api.user.setDisabled).toHaveBeenLastCalledWith('9', false);
  });

  it('shows why the server refuses to disable', async () => {
    const { api, user: u } = setup();
    api.user.setDisabled.mockRejectedValue(
      new ApiError(409, 'You cannot disable your own account'),
    );
    await u.click(
      within(await rowOf('Asha Admin')).getByRole('button', { name: 'Disable Asha Admin' }),
    );
    expect(await screen.findByText('User update failed')).toBeInTheDocument();
    expect(screen.getByText('You cannot disable your own account')).toBeInTheDocument();
  });
});
