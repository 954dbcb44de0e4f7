import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InboxItem } from '@wallart/domain';
import { ApiError } from '@wallart/domain/api-client';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { InboxPage } from './inbox-page';

const request: InboxItem = {
  _id: '11',
  kind: 'custom-art',
  name: 'Dilani Fernando',
  email: 'dilani@example.com',
  subject: '',
  style: 'Watercolour',
  message: 'A painting of our house in Kandy,\nabout 24x36 in.',
  status: 'new',
  createdAt: '2026-11-20T08:00:00.000Z',
  quoteStatus: 'new',
  quote: null,
};
const contact: InboxItem = {
  ...request,
  _id: '12',
  kind: 'contact',
  name: 'Kasun Perera',
  email: 'kasun@example.com',
  subject: 'Where is my order?',
  style: '',
  message: 'Ordered last week.',
  quoteStatus: null,
};

function setup() {
  const api = createMockApi();
  api.inbox.list.mockResolvedValue([request, contact]);
  return renderAdmin(<InboxPage />, { api, route: '/admin/inbox' });
}

describe('InboxPage', () => {
  it('lists new messages first, by kind, sender and topic', async () => {
    const { api } = setup();
    expect(await screen.findByText('Dilani Fernando')).toBeInTheDocument();
    expect(api.inbox.list).toHaveBeenCalledWith('new');
    const table = screen.getByRole('table', { name: 'Messages' });
    expect(within(table).getByText('Custom art')).toBeInTheDocument();
    expect(within(table).getByText('Watercolour')).toBeInTheDocument();
    expect(within(table).getByText('Where is my order?')).toBeInTheDocument();
  });

  it('shows every message or the handled ones when asked', async () => {
    const { api, user } = setup();
    await screen.findByText('Dilani Fernando');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(api.inbox.list).toHaveBeenLastCalledWith(undefined));
    await user.click(screen.getByRole('radio', { name: 'Handled' }));
    await waitFor(() => expect(api.inbox.list).toHaveBeenLastCalledWith('handled'));
  });

  it('reads a message in full and marks it handled', async () => {
    const { api, user } = setup();
    api.inbox.setStatus.mockResolvedValue({ ...request, status: 'handled' });
    await user.click(
      await screen.findByRole('button', { name: 'Read message from Dilani Fernando' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Custom art: Watercolour' });
    expect(within(dialog).getByText(/A painting of our house in Kandy/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'dilani@example.com' })).toHaveAttribute(
      'href',
      'mailto:dilani@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Marked as handled')).toBeInTheDocument();
    expect(api.inbox.setStatus).toHaveBeenCalledWith('11', 'handled');
    await waitFor(() => expect(api.inbox.list).toHaveBeenCalledTimes(2));
  });

  it('marks a message handled from its row, and says so when that fails', async () => {
    const { api, user } = setup();
    api.inbox.setStatus.mockRejectedValue(new ApiError(500, 'boom'));
    await user.click(
      await screen.findByRole('button', { name: 'Mark message from Kasun Perera handled' }),
    );
    expect(await screen.findByText('Message update failed')).toBeInTheDocument();
    expect(api.inbox.setStatus).toHaveBeenCalledWith('12', 'handled');
  });

  it('says "Failed to fetch messages" when the inbox cannot be loaded', async () => {
    const api = createMockApi();
    api.inbox.list.mockRejectedValue(new ApiError(500, 'boom'));
    renderAdmin(<InboxPage />, { api, route: '/admin/inbox' });
    expect(await screen.findByText('Failed to fetch messages')).toBeInTheDocument();
  });

  it('shows each custom-art request’s quote status, and none for a contact message', async () => {
    const api = createMockApi();
    api.inbox.list.mockResolvedValue([
      { ...request, quoteStatus: 'paid' },
      { ...request, _id: '13', name: 'Ruwan Silva', quoteStatus: 'accepted' },
      contact,
    ]);
    renderAdmin(<InboxPage />, { api, route: '/admin/inbox' });
    const table = await screen.findByRole('table', { name: 'Messages' });
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(within(row('Dilani Fernando')).getByText('Paid')).toBeInTheDocument();
    expect(within(row('Ruwan Silva')).getByText('Accepted')).toBeInTheDocument();
    expect(within(row('Kasun Perera')).getByText('—')).toBeInTheDocument();
    expect(within(row('Kasun Perera')).queryByText(/Quoted|Accepted|Paid/)).toBeNull();
  });

  it('sends a quote on a custom-art request from its message, checking the fields first', async () => {
    const { api, user } = setup();
    api.inbox.sendQuote.mockResolvedValue({
      ...request,
      quoteStatus: 'quoted',
      quote: {
        price: 38500,
        size: '24x36 in',
        description: 'Your house in watercolour.',
        deliveryDays: 21,
        sentAt: '2026-11-26T09:00:00.000Z',
        acceptedAt: null,
        orderID: null,
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Read message from Dilani Fernando' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Custom art: Watercolour' });
    const form = within(dialog).getByRole('form', { name: 'Send quote' });
    expect(within(dialog).getByText('New')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Send quote' }));
    expect(await within(form).findByText('Price must be a number')).toBeInTheDocument();
    expect(within(form).getByText('Size is required')).toBeInTheDocument();
    expect(api.inbox.sendQuote).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/^Price \(LKR\)/), '38500');
    await user.type(within(form).getByLabelText(/^Size/), '24x36 in');
    await user.type(within(form).getByLabelText(/^Delivery days/), '21');
    await user.type(within(form).getByLabelText(/^Description/), 'Your house in watercolour.');
    await user.click(within(form).getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByText('Quote sent to dilani@example.com')).toBeInTheDocument();
    expect(api.inbox.sendQuote).toHaveBeenCalledWith('11', {
      price: 38500,
      size: '24x36 in',
      description: 'Your house in watercolour.',
      deliveryDays: 21,
    });
    await waitFor(() => expect(api.inbox.list).toHaveBeenCalledTimes(2));
  });

  it('offers no quote form once the quote is accepted, and none on a contact message', async () => {
    const api = createMockApi();
    const quote = {
      price: 38500,
      size: '24x36 in',
      description: 'Your house in watercolour.',
      deliveryDays: 21,
      sentAt: '2026-11-26T09:00:00.000Z',
      acceptedAt: '2026-11-26T10:00:00.000Z',
      orderID: 'WA-AAAA1111',
    };
    api.inbox.list.mockResolvedValue([{ ...request, quoteStatus: 'accepted', quote }, contact]);
    const { user } = renderAdmin(<InboxPage />, { api, route: '/admin/inbox' });
    await user.click(
      await screen.findByRole('button', { name: 'Read message from Dilani Fernando' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Custom art: Watercolour' });
    expect(
      within(dialog).getByText(/Sent: LKR 38,500.00 · 24x36 in · 21 days · order WA-AAAA1111/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('form', { name: 'Send quote' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Read message from Kasun Perera' }));
    const other = await screen.findByRole('dialog', { name: 'Contact: Where is my order?' });
    expect(within(other).queryByText('Quote')).toBeNull();
  });
});
