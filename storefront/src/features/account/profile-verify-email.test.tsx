import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import { api } from '../../lib/api';
import { aUser } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { ProfilePage } from './profile-page';

function openAs(isEmailVerified: boolean) {
  localStorage.setItem('token', 'jwt-1');
  vi.spyOn(api.user, 'current').mockResolvedValue(aUser({ isEmailVerified }));
  vi.spyOn(api.account, 'security').mockResolvedValue({ hasPassword: true, claimedOrders: 0 });
  return renderScreen(<ProfilePage />, { route: '/profile' });
}

const notice = () => screen.findByRole('form', { name: 'Confirm your e-mail' });

describe('the "confirm your e-mail" notice on the account page', () => {
  it('asks an unconfirmed account for the mailed code and goes once it is confirmed', async () => {
    const { user } = openAs(false);
    const verify = vi.spyOn(api.account, 'verifyEmail').mockResolvedValue({
      message: 'Thank you: your e-mail address is confirmed',
      user: aUser({ isEmailVerified: true }),
    });
    const form = await notice();
    expect(screen.getByText(/We e-mailed a 6-digit code to nimal@example.com/)).toBeVisible();
    await user.type(within(form).getByLabelText(/^Code from your e-mail/), '042917');
    await user.click(within(form).getByRole('button', { name: 'Confirm e-mail' }));

    expect(verify).toHaveBeenCalledWith({ code: '042917' });
    expect(await screen.findByText('Thank you: your e-mail address is confirmed')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Confirm your e-mail' })).toBeNull(),
    );
    // The rest of the account page was there all along.
    expect(screen.getByRole('heading', { name: 'Personal Profile', level: 2 })).toBeVisible();
  });

  it('says how many orders placed as a guest with the address are now the account’s', async () => {
    const { user } = openAs(false);
    vi.spyOn(api.account, 'verifyEmail').mockImplementation(() => {
      vi.spyOn(api.account, 'security').mockResolvedValue({ hasPassword: true, claimedOrders: 2 });
      return Promise.resolve({
        message: 'Thank you: your e-mail address is confirmed',
        user: aUser({ isEmailVerified: true }),
        claimedOrders: 2,
      });
    });
    const form = await notice();
    await user.type(within(form).getByLabelText(/^Code from your e-mail/), '042917');
    await user.click(within(form).getByRole('button', { name: 'Confirm e-mail' }));
    expect(
      await screen.findByText(
        'Thank you: your e-mail address is confirmed. 2 orders you placed as a guest are now in My Orders',
      ),
    ).toBeVisible();
    // The account's answer counts them from then on, and the profile says so.
    expect(
      await screen.findByText(/2 orders you placed as a guest are in your account\./),
    ).toBeVisible();
  });

  it('shows a wrong code under the field, and checks the six digits before sending', async () => {
    const { user } = openAs(false);
    const message = 'The code is not correct. Please check the e-mail and try again';
    const verify = vi
      .spyOn(api.account, 'verifyEmail')
      .mockRejectedValue(new ApiError(400, message, [{ path: 'code', message }], 'invalid'));
    const form = await notice();
    const field = within(form).getByLabelText(/^Code from your e-mail/);
    await user.type(field, '12');
    await user.click(within(form).getByRole('button', { name: 'Confirm e-mail' }));
    expect(await within(form).findByText('The code has 6 digits')).toBeVisible();
    expect(verify).not.toHaveBeenCalled();

    await user.type(field, '3456');
    await user.click(within(form).getByRole('button', { name: 'Confirm e-mail' }));
    expect(await within(form).findByText(message)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Confirm your e-mail' })).toBeVisible();
  });

  it('sends a new code on asking', async () => {
    const { user } = openAs(false);
    const resend = vi
      .spyOn(api.account, 'sendVerificationCode')
      .mockResolvedValue({ message: 'We have e-mailed you a 6-digit code' });
    const form = await notice();
    await user.click(within(form).getByRole('button', { name: 'Send a new code' }));
    expect(resend).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('We have e-mailed you a 6-digit code')).toBeVisible();
  });

  it('is not shown to a confirmed account', async () => {
    openAs(true);
    expect(
      await screen.findByRole('heading', { name: 'Personal Profile', level: 2 }),
    ).toBeVisible();
    await screen.findByText('nimal@example.com');
    expect(screen.queryByRole('form', { name: 'Confirm your e-mail' })).toBeNull();
  });
});
