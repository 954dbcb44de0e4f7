import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import { api } from '../../lib/api';
import { aUser } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { ProfilePage } from './profile-page';

function openAs(hasPassword = true, claimedOrders = 0) {
  localStorage.setItem('token', 'jwt-1');
  vi.spyOn(api.user, 'current').mockResolvedValue(aUser());
  vi.spyOn(api.account, 'security').mockResolvedValue({ hasPassword, claimedOrders });
  return renderScreen(<ProfilePage />, { route: '/profile' });
}

const section = (name: string) => screen.getByRole('region', { name });

const refusal = (path: string, message: string) =>
  new ApiError(400, message, [{ path, message }], 'invalid');

describe('the account page’s sections', () => {
  it('has a heading for each section', async () => {
    openAs();
    for (const name of ['Personal Profile', 'Your details', 'Password', 'Your data']) {
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeVisible();
    }
    expect(screen.getByRole('heading', { name: 'Delete account', level: 2 })).toBeVisible();
  });

  it('counts the orders placed as a guest that became the account’s, linking to them', async () => {
    openAs(true, 2);
    const line = await screen.findByText(/2 orders you placed as a guest are in your account\./);
    expect(line).toBeVisible();
    expect(within(line).getByRole('link', { name: 'See My Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('says nothing of guest orders when none became the account’s', async () => {
    openAs(true, 0);
    expect(await screen.findByRole('heading', { name: 'Password', level: 2 })).toBeVisible();
    expect(screen.queryByText(/placed as a guest/)).toBeNull();
  });

  it('saves the name and phone, and the profile shows them', async () => {
    const { user } = openAs();
    const update = vi
      .spyOn(api.account, 'updateProfile')
      .mockResolvedValue(aUser({ firstName: 'Amaya', phone: '0719998888' }));
    const details = await screen.findByRole('region', { name: 'Your details' });
    const first = within(details).getByLabelText(/^First name/);
    await user.clear(first);
    await user.type(first, ' Amaya ');
    const phone = within(details).getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '0719998888');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Your details have been saved')).toBeVisible();
    expect(update).toHaveBeenCalledWith({
      firstName: 'Amaya',
      lastName: 'Perera',
      phone: '0719998888',
    });
    expect(within(section('Personal Profile')).getByText('Amaya')).toBeVisible();
  });

  it('checks the details with registration’s rules before sending them', async () => {
    const { user } = openAs();
    const update = vi.spyOn(api.account, 'updateProfile');
    const details = await screen.findByRole('region', { name: 'Your details' });
    const phone = within(details).getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText('Enter a valid phone number')).toBeVisible();
    expect(update).not.toHaveBeenCalled();
  });

  it('changes the password, keeping the fresh token the answer brings', async () => {
    const { user } = openAs();
    const change = vi
      .spyOn(api.account, 'changePassword')
      .mockResolvedValue({ message: 'ok', token: 'jwt-2', user: aUser() });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'old-secret');
    await user.type(within(form).getByLabelText(/^New password/), 'new-secret-1');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'new-secret-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(/Your password has been changed/)).toBeVisible();
    expect(change).toHaveBeenCalledWith({
      currentPassword: 'old-secret',
      password: 'new-secret-1',
    });
    expect(localStorage.getItem('token')).toBe('jwt-2');
  });

  it('shows a wrong current password under that field and keeps the session', async () => {
    const { user } = openAs();
    vi.spyOn(api.account, 'changePassword').mockRejectedValue(
      refusal('currentPassword', 'The password is not correct'),
    );
    const form = await screen.findByRole('form', { name: 'Change password' });
    const current = within(form).getByLabelText(/^Current password/);
    await user.type(current, 'not-it');
    await user.type(within(form).getByLabelText(/^New password/), 'new-secret-1');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'new-secret-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByText('The password is not correct')).toBeVisible();
    expect(current).toHaveAccessibleDescription(/The password is not correct/);
    expect(localStorage.getItem('token')).toBe('jwt-1');
  });

  it('says "Passwords do not match" and sends nothing when the two differ', async () => {
    const { user } = openAs();
    const change = vi.spyOn(api.account, 'changePassword');
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'old-secret');
    await user.type(within(form).getByLabelText(/^New password/), 'new-secret-1');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'new-secret-2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(change).not.toHaveBeenCalled();
  });

  it('lets an account made by Google sign-in set a first password with a mailed code', async () => {
    const { user } = openAs(false);
    const send = vi.spyOn(api.account, 'sendCode').mockResolvedValue({ message: 'Code sent' });
    const change = vi
      .spyOn(api.account, 'changePassword')
      .mockResolvedValue({ message: 'ok', token: 'jwt-3', user: aUser() });
    const form = await screen.findByRole('form', { name: 'Set a password' });
    expect(within(form).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('Code sent')).toBeVisible();
    expect(send).toHaveBeenCalledTimes(1);

    await user.type(within(form).getByLabelText(/^Code from your e-mail/), '123456');
    await user.type(within(form).getByLabelText(/^New password/), 'first-secret');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'first-secret');
    await user.click(within(form).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password has been set')).toBeVisible();
    expect(change).toHaveBeenCalledWith({ code: '123456', password: 'first-secret' });
  });

  it('downloads my data as the file the shop names', async () => {
    const { user } = openAs();
    const blob = new Blob(['{}'], { type: 'application/json' });
    vi.spyOn(api.account, 'exportData').mockResolvedValue({ blob, fileName: 'my-data.json' });
    const made = vi.fn(() => 'blob:my-data');
    Object.assign(URL, { createObjectURL: made, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const data = await screen.findByRole('region', { name: 'Your data' });
    await user.click(within(data).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toEqual(['my-data.json blob:my-data']));
    expect(made).toHaveBeenCalledWith(blob);
  });
});

describe('deleting the account', () => {
  async function openDialog(hasPassword = true) {
    const page = openAs(hasPassword);
    const danger = await screen.findByRole('region', { name: 'Delete account' });
    await page.user.click(within(danger).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    return { ...page, dialog };
  }

  it('asks in a dialog for the password, and does nothing until it is given', async () => {
    const remove = vi.spyOn(api.account, 'remove');
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('jwt-1');
  });

  it('deletes with the password, signs out and goes home', async () => {
    const remove = vi.spyOn(api.account, 'remove').mockResolvedValue({ message: 'Deleted' });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Your password/), 'my-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account has been deleted')).toBeVisible();
    expect(remove).toHaveBeenCalledWith({ password: 'my-secret' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('says in the dialog why the shop refused (an order still on its way)', async () => {
    vi.spyOn(api.account, 'remove').mockRejectedValue(
      new ApiError(409, 'You have orders that are not finished yet', [], 'conflict'),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Your password/), 'my-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/not finished yet/);
    expect(localStorage.getItem('token')).toBe('jwt-1');
  });

  it('takes a mailed code for an account made by Google sign-in', async () => {
    const remove = vi.spyOn(api.account, 'remove').mockResolvedValue({ message: 'Deleted' });
    vi.spyOn(api.account, 'sendCode').mockResolvedValue({ message: 'Code sent' });
    const { user, dialog } = await openDialog(false);
    await user.click(within(dialog).getByRole('button', { name: 'Email me a code' }));
    await user.type(within(dialog).getByLabelText(/^Code from your e-mail/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ code: '654321' }));
  });
});
