import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BRAND, type FormAnswer } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { serverError } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { ContactPage } from './contact-page';

const open = () => renderScreen(<ContactPage />, { route: '/contact' });

async function fill(user: ReturnType<typeof open>['user']) {
  await user.type(screen.getByLabelText(/^Full Name/), 'Nimali Perera');
  await user.type(screen.getByLabelText(/^Email Address/), 'nimali@example.com');
  await user.type(screen.getByLabelText(/^Subject/), 'Framing');
  await user.type(screen.getByLabelText(/^Message/), 'Do you frame prints?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('contact', () => {
  it("requires every field, the email in email format, and shows the shop's one address", () => {
    open();
    for (const label of [/^Full Name/, /^Email Address/, /^Subject/, /^Message/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/^Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: BRAND.contact.email })).toHaveAttribute(
      'href',
      `mailto:${BRAND.contact.email}`,
    );
    expect(document.body).not.toHaveTextContent('support@');
  });

  it('reads "Sending..." in flight, then "Message sent successfully" and a cleared form', async () => {
    let answer: (value: FormAnswer) => void = () => {};
    const send = vi
      .spyOn(api.inbox, 'sendContact')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = open();
    await fill(user);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      name: 'Nimali Perera',
      email: 'nimali@example.com',
      subject: 'Framing',
      message: 'Do you frame prints?',
    });
    await act(async () => answer({ success: true, message: 'Stored' }));
    expect(await screen.findByText('Message sent successfully')).toBeVisible();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows the service's message as an error and keeps what was typed", async () => {
    vi.spyOn(api.inbox, 'sendContact').mockResolvedValue({
      success: false,
      message: 'Inbox is full',
    });
    const { user } = open();
    await fill(user);
    expect(await screen.findByText('Inbox is full')).toBeVisible();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Nimali Perera');
  });

  it('shows the server message when sending fails', async () => {
    vi.spyOn(api.inbox, 'sendContact').mockRejectedValue(serverError(429, 'Too many messages'));
    const { user } = open();
    await fill(user);
    expect(await screen.findByText('Too many messages')).toBeVisible();
  });
});
