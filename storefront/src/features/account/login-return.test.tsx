import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { aShopConfig, aUser } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { LoginPage } from './login-page';

async function logInAt(route: string, role: 'user' | 'admin' = 'user') {
  vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
  vi.spyOn(api.user, 'login').mockResolvedValue({
    message: 'ok',
    token: 'jwt',
    user: aUser({ role }),
  });
  const { user } = renderScreen(<LoginPage />, { route, path: '/login' });
  await user.type(screen.getByLabelText(/^Email/), 'nimali@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return screen.findByTestId('location');
}

describe('login, and where it returns to', () => {
  it('returns a shopper to the page in `next`', async () => {
    expect(await logInAt('/login?next=%2Fcheckout%3Fstep%3D2')).toHaveTextContent(
      /^\/checkout\?step=2$/,
    );
  });

  it.each([
    ['another site', 'https%3A%2F%2Fevil.example%2F'],
    ['a protocol-relative address', '%2F%2Fevil.example'],
    ['a backslash trick', '%2F%5Cevil.example'],
    ['a javascript: address', 'javascript%3Aalert(1)'],
  ])('sends a shopper home when `next` names %s', async (_label, next) => {
    expect(await logInAt(`/login?next=${next}`)).toHaveTextContent(/^\/$/);
  });

  it('sends an admin to the admin screen in `next`, or to the admin area', async () => {
    expect(await logInAt('/login?next=%2Fadmin%2Forders', 'admin')).toHaveTextContent(
      /^\/admin\/orders$/,
    );
  });

  it('sends an admin whose `next` is a shop page to the admin area (SPEC)', async () => {
    expect(await logInAt('/login?next=%2Forders', 'admin')).toHaveTextContent(/^\/admin$/);
  });

  it('keeps `next` on the way to making an account instead', () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    renderScreen(<LoginPage />, { route: '/login?next=%2Fcheckout' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?next=%2Fcheckout',
    );
  });

  it('says "Please log in again" only when a session ended', () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    renderScreen(<LoginPage />, { route: '/login', state: { sessionEnded: true } });
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in again');
  });

  it('says nothing of the kind on a plain visit', () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    renderScreen(<LoginPage />, { route: '/login' });
    expect(screen.queryByText('Please log in again')).not.toBeInTheDocument();
  });
});
