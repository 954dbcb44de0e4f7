import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import { aUser } from '../../test/fixtures';
import { allCalls, createMockApi } from '../../test/mock-api';
import { createFakeHost, renderAdmin } from '../../test/render';
import { UsersPage } from './users-page';

const admin = aUser({ _id: '1', name: 'Asha Admin', email: 'admin@wallart.test', role: 'admin' });
const shopper = aUser();
const blocked = aUser({
  _id: '9',
  name: 'Ruwan Blocked',
  email: 'ruwan@example.com',
  isDisabled: true,
});

const colleague = aUser({
  _id: '3',
  name: 'Kumari Silva',
  email: 'kumari@wallart.test',
  role: 'admin',
});

function setup(token: string | null = 'staff-token') {
  const api = createMockApi();
  api.user.listAll.mockResolvedValue([admin, colleague, shopper, blocked]);
  // Signed in as Asha.
  api.user.current.mockResolvedValue(admin);
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

  describe('roles', () => {
    it('makes a shopper an admin after a confirmation that names them, and reloads the list', async () => {
      const { api, user: u } = setup();
      api.user.setRole.mockResolvedValue({ ...shopper, role: 'admin' });
      await u.click(
        within(await rowOf('Nimal Perera')).getByRole('button', {
          name: 'Make Nimal Perera an admin',
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Make admin' });
      expect(dialog).toHaveTextContent(
        "Make Nimal Perera (nimal@example.com) an admin? They can then manage products, orders, users and the shop's settings, and are sent an e-mail saying so.",
      );
      expect(api.user.setRole).not.toHaveBeenCalled();
      await u.click(within(dialog).getByRole('button', { name: 'Make admin' }));
      expect(await screen.findByText('Nimal Perera is now an admin')).toBeInTheDocument();
      expect(api.user.setRole).toHaveBeenCalledWith('7', 'admin');
      await waitFor(() => expect(api.user.listAll).toHaveBeenCalledTimes(2));
    });

    it("takes another admin's role back after a confirmation", async () => {
      const { api, user: u } = setup();
      api.user.setRole.mockResolvedValue({ ...colleague, role: 'user' });
      await u.click(
        within(await rowOf('Kumari Silva')).getByRole('button', {
          name: 'Remove Kumari Silva as admin',
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Remove admin' });
      expect(dialog).toHaveTextContent(
        'Remove Kumari Silva (kumari@wallart.test) as admin? They keep their account as a shopper and lose the admin area at once.',
      );
      await u.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
      expect(await screen.findByText('Kumari Silva is no longer an admin')).toBeInTheDocument();
      expect(api.user.setRole).toHaveBeenCalledWith('3', 'user');
    });

    it('keeps the role when the question is cancelled', async () => {
      const { api, user: u } = setup();
      await u.click(
        within(await rowOf('Kumari Silva')).getByRole('button', {
          name: 'Remove Kumari Silva as admin',
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Remove admin' });
      await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.user.setRole).not.toHaveBeenCalled();
    });

    it('disables the action on your own row, saying why, and asks nothing', async () => {
      const { api, user: u } = setup();
      const row = await rowOf('Asha Admin');
      const own = await within(row).findByRole('button', { name: 'Remove Asha Admin as admin' });
      await waitFor(() => expect(own).toHaveAttribute('aria-disabled', 'true'));
      expect(own).toHaveAccessibleDescription('You cannot change your own role');
      await u.click(own);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.user.setRole).not.toHaveBeenCalled();
    });

    it('asks for a disabled account to be enabled before it is made an admin', async () => {
      setup();
      const action = within(await rowOf('Ruwan Blocked')).getByRole('button', {
        name: 'Make Ruwan Blocked an admin',
      });
      expect(action).toHaveAttribute('aria-disabled', 'true');
      expect(action).toHaveAccessibleDescription('Enable this account before making it an admin');
    });

    it('shows the server\'s refusal plainly under "Role change failed"', async () => {
      const { api, user: u } = setup();
      api.user.setRole.mockRejectedValue(new ApiError(409, 'You cannot remove the last admin'));
      await u.click(
        within(await rowOf('Kumari Silva')).getByRole('button', {
          name: 'Remove Kumari Silva as admin',
        }),
      );
      await u.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove admin' }),
      );
      expect(await screen.findByText('Role change failed')).toBeInTheDocument();
      expect(screen.getByText('You cannot remove the last admin')).toBeInTheDocument();
    });
  });
});
