import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { serverError } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

const open = () => renderScreen(<ForgotPasswordPage />, { route: '/forget' });

async function sendCode(user: ReturnType<typeof open>['user']) {
  await user.type(screen.getByLabelText(/^Email/), 'nimali@example.com');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

async function reset(user: ReturnType<typeof open>['user'], confirm = 'new-password') {
  await user.type(await screen.findByLabelText(/^OTP/), '123456');
  await user.type(screen.getByLabelText(/^New Password/), 'new-password');
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('forgot password', () => {
  it('starts at "Forgot Password" with an email-type field', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  });

  it('mails a code, says "Email sent successfully" and moves to "Reset Password"', async () => {
    const sendMail = vi.spyOn(api.user, 'sendMail').mockResolvedValue({ message: 'sent' });
    const { user } = open();
    await sendCode(user);
    expect(await screen.findByText('Email sent successfully')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    expect(sendMail).toHaveBeenCalledWith('nimali@example.com');
  });

  it('stays on the email step with "Email sending failed" when the mail fails', async () => {
    vi.spyOn(api.user, 'sendMail').mockRejectedValue(serverError(429, 'Too many tries'));
    const { user } = open();
    await sendCode(user);
    expect(await screen.findByText('Email sending failed')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  });

  it('says "Passwords do not match" and makes no call when they differ', async () => {
    vi.spyOn(api.user, 'sendMail').mockResolvedValue({ message: 'sent' });
    const change = vi.spyOn(api.user, 'changePassword');
    const { user } = open();
    await sendCode(user);
    await reset(user, 'different');
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(change).not.toHaveBeenCalled();
  });

  it('resets, says "Password reset successfully" and goes to /login', async () => {
    vi.spyOn(api.user, 'sendMail').mockResolvedValue({ message: 'sent' });
    const change = vi.spyOn(api.user, 'changePassword').mockResolvedValue({ message: 'ok' });
    const { user } = open();
    await sendCode(user);
    await reset(user);
    expect(await screen.findByText('Password reset successfully')).toBeVisible();
    expect(change).toHaveBeenCalledWith({
      email: 'nimali@example.com',
      otp: '123456',
      password: 'new-password',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('says "Password reset failed" and starts over at the email step', async () => {
    vi.spyOn(api.user, 'sendMail').mockResolvedValue({ message: 'sent' });
    vi.spyOn(api.user, 'changePassword').mockRejectedValue(serverError(400, 'Wrong code'));
    const { user } = open();
    await sendCode(user);
    await reset(user);
    expect(await screen.findByText('Password reset failed')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });
});
