import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { aUser, serverError } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { ProfilePage } from './profile-page';

const open = () => renderScreen(<ProfilePage />, { route: '/profile' });

describe('account', () => {
  it('shows "Loading user..." until the user arrives', async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.user, 'current').mockReturnValue(new Promise(() => {}));
    open();
    expect(screen.getByRole('heading', { name: 'Manage My Account' })).toBeVisible();
    expect(screen.getByText('Loading user...')).toBeVisible();
  });

  it('shows the Personal Profile: firstName as Name, lastName as Username, email and phone', async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.user, 'current').mockResolvedValue(
      aUser({
        firstName: 'Nimali',
        lastName: 'nimali_p',
        email: 'nimali@example.com',
        phone: '0771234567',
      }),
    );
    open();
    expect(await screen.findByText('Nimali')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Personal Profile' })).toBeVisible();
    expect(screen.getByText('Name')).toBeVisible();
    expect(screen.getByText('Username')).toBeVisible();
    expect(screen.getByText('nimali_p')).toBeVisible();
    expect(screen.getByText('nimali@example.com')).toBeVisible();
    expect(screen.getByText('0771234567')).toBeVisible();
  });

  it('only logs a failed fetch and stays on "Loading user..."', async () => {
    localStorage.setItem('token', 'jwt');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(api.user, 'current').mockRejectedValue(serverError(401, 'Session expired'));
    open();
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByText('Loading user...')).toBeVisible();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('does not redirect without a token and offers to sign in', () => {
    const current = vi.spyOn(api.user, 'current');
    open();
    expect(screen.getByText('Loading user...')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fprofile',
    );
    expect(current).not.toHaveBeenCalled();
  });
});
