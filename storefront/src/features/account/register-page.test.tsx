import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { getToken } from '../../lib/session';
import { aUser, networkError, serverError } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { RegisterPage } from './register-page';

const open = () => renderScreen(<RegisterPage />, { route: '/register' });

async function fill(user: ReturnType<typeof open>['user'], confirm = 'long-password') {
  await user.type(screen.getByLabelText(/^First Name/), 'Nimali');
  await user.type(screen.getByLabelText(/^Last Name/), 'Perera');
  await user.type(screen.getByLabelText(/^Email/), 'nimali@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '0771234567');
  await user.type(screen.getByLabelText(/^Password/), 'long-password');
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('register', () => {
  it('says "Passwords do not match" and sends nothing when they differ', async () => {
    const register = vi.spyOn(api.user, 'register');
    const { user } = open();
    await fill(user, 'other-password');
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(register).not.toHaveBeenCalled();
  });

  it('registers, says "Registration successful", is signed in and goes home', async () => {
    const register = vi
      .spyOn(api.user, 'register')
      .mockResolvedValue({ message: 'Registration successful', token: 'new-token', user: aUser() });
    const { user } = open();
    await fill(user);
    expect(await screen.findByText('Registration successful')).toBeVisible();
    expect(register).toHaveBeenCalledWith({
      firstName: 'Nimali',
      lastName: 'Perera',
      email: 'nimali@example.com',
      phone: '0771234567',
      password: 'long-password',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(getToken()).toBe('new-token');
  });

  it('sends a shopper who came from the checkout back there, signed in', async () => {
    vi.spyOn(api.user, 'register').mockResolvedValue({
      message: 'ok',
      token: 'checkout-token',
      user: aUser(),
    });
    const { user, client } = renderScreen(<RegisterPage />, {
      route: '/register?next=%2Fcheckout',
    });
    await fill(user);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/checkout$/);
    expect(getToken()).toBe('checkout-token');
    expect(client.getQueryData(['user', 'current'])).toMatchObject({ email: aUser().email });
  });

  it("shows the server's message, such as an e-mail already in use", async () => {
    vi.spyOn(api.user, 'register').mockRejectedValue(serverError(409, 'Email already registered'));
    const { user } = open();
    await fill(user);
    expect(await screen.findByText('Email already registered')).toBeVisible();
  });

  it('says "Registration failed" without a server message', async () => {
    vi.spyOn(api.user, 'register').mockRejectedValue(networkError());
    const { user } = open();
    await fill(user);
    expect(await screen.findByText('Registration failed')).toBeVisible();
  });
});
