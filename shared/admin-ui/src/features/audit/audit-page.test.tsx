import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@wallart/domain';
import { ApiError } from '@wallart/domain/api-client';
import { aPage, aProduct } from '../../test/fixtures';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { AUDIT_PAGE_SIZE, AuditPage } from './audit-page';

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: '9',
    createdAt: '2026-11-21T09:30:00.000Z',
    actorId: '2',
    actorEmail: 'admin@wallart.test',
    action: 'product.update',
    entityType: 'product',
    entityId: 'WA-001',
    before: aProduct({ price: 1234, stock: 8 }),
    after: aProduct({ price: 1500, stock: 8, updatedAt: '2026-11-21T09:30:00.000Z' }),
    ...overrides,
  };
}

const edit = entry();
const status = entry({
  _id: '8',
  actorId: null,
  actorEmail: 'gone@wallart.test',
  action: 'order.status',
  entityType: 'order',
  entityId: 'WA-ABCD2345',
  before: { status: 'Pending', total: 3000 },
  after: { status: 'Shipped', total: 3000 },
});
const created = entry({
  _id: '7',
  actorId: null,
  actorEmail: null,
  action: 'product.create',
  entityId: 'WA-NEW',
  before: null,
});

function setup(entries = [edit, status, created], total = entries.length) {
  const api = createMockApi();
  api.system.audit.mockResolvedValue(aPage(entries, total, 1, AUDIT_PAGE_SIZE));
  return renderAdmin(<AuditPage />, { api, route: '/admin/audit' });
}

const rowOf = async (entityId: string) =>
  (await screen.findByText(entityId)).closest('tr') as HTMLTableRowElement;

describe('AuditPage', () => {
  it('lists each change with time, who, action and entity, newest first as the API sends them', async () => {
    const { api } = setup();
    expect(screen.getByRole('status', { name: 'Loading the audit log' })).toBeInTheDocument();
    const row = await rowOf('WA-001');
    expect(api.system.audit).toHaveBeenCalledWith({ entityType: undefined, page: 1, limit: 50 });
    expect(screen.getByText('3 changes, newest first')).toBeInTheDocument();
    const time = within(row).getByText(/21 Nov 2026/);
    expect(time).toHaveAttribute('dateTime', '2026-11-21T09:30:00.000Z');
    expect(within(row).getByText('admin@wallart.test')).toBeInTheDocument();
    expect(within(row).getByText('Product edited')).toBeInTheDocument();
    // A one-size product's price is its size's price: both changed.
    expect(within(row).getByText('price, updatedAt, sizes')).toBeInTheDocument();

    const order = await rowOf('WA-ABCD2345');
    expect(within(order).getByText('Order status changed')).toBeInTheDocument();
    expect(within(order).getByText('gone@wallart.test')).toBeInTheDocument();
    expect(within(order).getByText('account since deleted')).toBeInTheDocument();

    const fresh = await rowOf('WA-NEW');
    expect(within(fresh).getByText('The shop (automatic)')).toBeInTheDocument();
    expect(within(fresh).getByText('New record')).toBeInTheDocument();
  });

  it('opens a before/after table with the changed fields highlighted, and closes it', async () => {
    const { user } = setup();
    const row = await rowOf('WA-ABCD2345');
    const toggle = within(row).getByRole('button', { name: 'Show changes to Order WA-ABCD2345' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const diff = within(row).getByRole('table', { name: 'Changes to Order WA-ABCD2345' });
    const lines = within(diff)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [tr.textContent, tr.hasAttribute('data-changed')]);
    expect(lines).toEqual([
      ['status(changed)PendingShipped', true],
      ['total30003000', false],
    ]);
    await user.click(
      within(row).getByRole('button', { name: 'Hide changes to Order WA-ABCD2345' }),
    );
    expect(within(row).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a creation with an empty before side', async () => {
    const { user } = setup();
    const row = await rowOf('WA-NEW');
    await user.click(within(row).getByRole('button', { name: /Show changes/ }));
    const diff = within(row).getByRole('table', { name: 'Changes to Product WA-NEW' });
    const name = within(diff).getByText('name').closest('tr') as HTMLTableRowElement;
    expect(name).toHaveAttribute('data-changed', 'true');
    expect(within(name).getByText('—')).toBeInTheDocument();
    expect(within(name).getByText('Misty Ella Ridge at Dawn')).toBeInTheDocument();
  });

  it('filters by entity type on the server, starting again at page 1', async () => {
    const { api, user } = setup([edit], 120);
    await rowOf('WA-001');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(api.system.audit).toHaveBeenLastCalledWith({
        entityType: undefined,
        page: 2,
        limit: 50,
      }),
    );
    await user.click(screen.getByRole('radio', { name: 'Reviews' }));
    await waitFor(() =>
      expect(api.system.audit).toHaveBeenLastCalledWith({
        entityType: 'review',
        page: 1,
        limit: 50,
      }),
    );
  });

  it('says so when a filter has no entries', async () => {
    const { api, user } = setup();
    await rowOf('WA-001');
    api.system.audit.mockResolvedValue(aPage([], 0, 1, AUDIT_PAGE_SIZE));
    await user.click(screen.getByRole('radio', { name: 'Inbox' }));
    expect(await screen.findByText('No inbox changes yet.')).toBeInTheDocument();
  });

  it('says "Failed to fetch the audit log" when the log cannot be loaded', async () => {
    const api = createMockApi();
    api.system.audit.mockRejectedValue(new ApiError(500, 'boom'));
    renderAdmin(<AuditPage />, { api, route: '/admin/audit' });
    expect(await screen.findByText('Failed to fetch the audit log')).toBeInTheDocument();
  });
});
