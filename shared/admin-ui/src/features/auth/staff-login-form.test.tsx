import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import { aUser } from '../../test/fixtures';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { StaffLoginForm } from './staff-login-form';

async function signIn(answer: 'admin' | 'user' | Error) {
  const api = createMockApi();
  if (answer instanceof Error) api.user.login.mockRejectedValue(answer);
  else
    api.user.login.mockResolvedValue({
      message: 'Login successful',
      token: 'jwt',
      user: aUser({ role: answer }),
    });
  const onLoggedIn = vi.fn();
  const { user } = renderAdmin(<StaffLoginForm onLoggedIn={onLoggedIn} />, { api, route: '/' });
  await user.type(screen.getByLabelText(/Email/), ' admin@wallart.test ');
  await user.type(screen.getByLabelText(/Password/), 'Admin123!');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return { api, onLoggedIn };
}

describe('StaffLoginForm', () => {
  it('signs an admin in: "Login successfull" and the session goes to the host', async () => {
    const { api, onLoggedIn } = await signIn('admin');
    expect(await screen.findByText('Login successfull')).toBeInTheDocument();
    expect(api.user.login).toHaveBeenCalledWith({
      email: 'admin@wallart.test',
      password: 'Admin123!',
    });
    await waitFor(() =>
      expect(onLoggedIn).toHaveBeenCalledWith({
        token: 'jwt',
        user: expect.objectContaining({ role: 'admin' }),
      }),
    );
  });

  it('turns a shopper away with "You are not an admin"', async () => {
    const { onLoggedIn } = await signIn('user');
    expect(await screen.findByText('You are not an admin')).toBeInTheDocument();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('shows the server\'s message, or "Login failed" when there is none', async () => {
    await signIn(new ApiError(401, 'Invalid email or password'));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('says "Login failed" when the server cannot be reached', async () => {
    const { onLoggedIn } = await signIn(new ApiError(0, 'Cannot reach the shop server'));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('says why it asks, when a notice is given ("Please log in again")', () => {
    renderAdmin(<StaffLoginForm onLoggedIn={vi.fn()} notice="Please log in again" />, {
      route: '/',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in again');
  });

  it('says nothing of the kind without one', () => {
    renderAdmin(<StaffLoginForm onLoggedIn={vi.fn()} />, { route: '/' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
