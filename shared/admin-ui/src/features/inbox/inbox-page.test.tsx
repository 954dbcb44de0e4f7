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
});
