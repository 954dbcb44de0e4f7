import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { aUser, networkError, serverError, aShopConfig } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { LoginPage } from './login-page';

const open = () => renderScreen(<LoginPage />, { route: '/login' });

async function signIn(user: ReturnType<typeof open>['user']) {
  await user.type(screen.getByLabelText(/^Email/), 'nimali@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  it('has Login and Login with Google, and links to /register and /forget', async () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    open();
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forget',
    );
  });

  it('says plainly that Google sign-in is not set up when the shop has no client id', async () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    open();
    expect(await screen.findByText('Google sign-in is not set up for this shop.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeDisabled();
  });

  it('keeps the token, says "Login successfull" and sends a shopper home', async () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    const login = vi
      .spyOn(api.user, 'login')
      .mockResolvedValue({ message: 'ok', token: 'jwt-1', user: aUser() });
    const { user } = open();
    await signIn(user);
    expect(await screen.findByText('Login successfull')).toBeVisible();
    expect(login).toHaveBeenCalledWith({ email: 'nimali@example.com', password: 'secret-pass' });
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends an admin to the admin area', async () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    vi.spyOn(api.user, 'login').mockResolvedValue({
      message: 'ok',
      token: 'jwt-2',
      user: aUser({ role: 'admin' }),
    });
    const { user } = open();
    await signIn(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin');
  });

  it("shows the server's message when the login is refused", async () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    vi.spyOn(api.user, 'login').mockRejectedValue(serverError(401, 'Invalid email or password'));
    const { user } = open();
    await signIn(user);
    expect(await screen.findByText('Invalid email or password')).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says "Login failed" when the server cannot be reached', async () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    vi.spyOn(api.user, 'login').mockRejectedValue(networkError());
    const { user } = open();
    await signIn(user);
    expect(await screen.findByText('Login failed')).toBeVisible();
  });

  it('offers a working Google button when the shop has a client id', async () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig({ googleClientId: 'client-123' }));
    open();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Login with Google' })).toBeEnabled(),
    );
    expect(
      screen.queryByText('Google sign-in is not set up for this shop.'),
    ).not.toBeInTheDocument();
  });
});
