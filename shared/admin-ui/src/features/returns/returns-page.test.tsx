import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderReturn } from '@wallart/domain';
import { ApiError } from '@wallart/domain/api-client';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { ReturnsPage } from './returns-page';

const aReturn = (overrides: Partial<OrderReturn> = {}): OrderReturn => ({
  _id: '7',
  orderID: 'WA-RET00001',
  status: 'requested',
  reason: 'damaged',
  note: 'The corner is bent',
  staffNote: null,
  photos: 0,
  lines: [{ productId: 'WA-LR-001', size: '12x18 in', quantity: 2, restocked: 0 }],
  refund: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  ...overrides,
});

function setup(ret: OrderReturn) {
  const api = createMockApi();
  api.returns.list.mockResolvedValue([ret]);
  return renderAdmin(<ReturnsPage />, { api, route: '/admin/returns' });
}

async function openDrawer(user: ReturnType<typeof setup>['user']) {
  await user.click(
    await screen.findByRole('button', { name: 'Open return 7 of order WA-RET00001' }),
  );
  return screen.findByRole('dialog', { name: 'Return 7 · order WA-RET00001' });
}

describe('ReturnsPage', () => {
  it('lists requested returns first, and filters by status', async () => {
    const { api, user } = setup(aReturn());
    expect(await screen.findByText('2 × WA-LR-001 (12x18 in)')).toBeInTheDocument();
    expect(api.returns.list).toHaveBeenCalledWith('requested');
    await user.click(screen.getByRole('radio', { name: 'Refunded' }));
    await waitFor(() => expect(api.returns.list).toHaveBeenLastCalledWith('refunded'));
  });

  it('approves a request with instructions', async () => {
    const { api, user } = setup(aReturn());
    api.returns.act.mockResolvedValue(aReturn({ status: 'approved' }));
    const drawer = await openDrawer(user);
    expect(within(drawer).getByText('“The corner is bent”')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: /Instructions/ }), 'Post it');
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Approved: the shopper is mailed your instructions'),
    ).toBeInTheDocument();
    expect(api.returns.act).toHaveBeenCalledWith(7, { action: 'approve', note: 'Post it' });
  });

  it('keeps the drawer open on the next step once the return leaves the listed status', async () => {
    const { api, user } = setup(aReturn());
    const approved = aReturn({
      status: 'approved',
      staffNote: 'Post it',
      updatedAt: '2026-12-01T11:00:00.000Z',
    });
    api.returns.act.mockResolvedValue(approved);
    const drawer = await openDrawer(user);
    api.returns.list.mockResolvedValue([]);
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.returns.list).toHaveBeenCalledTimes(2));
    expect(await within(drawer).findByRole('button', { name: 'Mark received' })).toBeVisible();
    expect(within(drawer).getByText('Staff note: Post it')).toBeInTheDocument();
  });

  it('receives with the prints staff put back in stock', async () => {
    const { api, user } = setup(aReturn({ status: 'approved' }));
    api.returns.act.mockResolvedValue(aReturn({ status: 'received' }));
    const drawer = await openDrawer(user);
    const back = within(drawer).getByRole('textbox', { name: 'Back to stock: WA-LR-001 12x18 in' });
    await user.clear(back);
    await user.type(back, '1');
    await user.click(within(drawer).getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('Marked received')).toBeInTheDocument();
    expect(api.returns.act).toHaveBeenCalledWith(7, {
      action: 'receive',
      restock: [{ productId: 'WA-LR-001', size: '12x18 in', quantity: 1 }],
    });
  });

  it("records a refund, and shows the server's refusal", async () => {
    const { api, user } = setup(aReturn({ status: 'received' }));
    api.returns.act.mockRejectedValue(
      new ApiError(400, 'A refund is at most what was paid less earlier refunds: 5000 LKR'),
    );
    const drawer = await openDrawer(user);
    await user.type(within(drawer).getByRole('textbox', { name: 'Refund amount (LKR)' }), '9000');
    await user.type(within(drawer).getByRole('textbox', { name: /Reference/ }), 'BT-1');
    await user.click(within(drawer).getByRole('button', { name: 'Record refund' }));
    expect(
      await within(drawer).findByText(
        'A refund is at most what was paid less earlier refunds: 5000 LKR',
      ),
    ).toBeInTheDocument();
    expect(api.returns.act).toHaveBeenCalledWith(7, {
      action: 'refund',
      amount: 9000,
      reference: 'BT-1',
    });
  });

  it('records a refund by another method than the order was paid by', async () => {
    const { api, user } = setup(aReturn({ status: 'received' }));
    api.returns.act.mockResolvedValue(
      aReturn({
        status: 'refunded',
        refund: { amount: 2500, method: 'bank-transfer', reference: 'BT-9', at: '2026-12-02' },
      }),
    );
    const drawer = await openDrawer(user);
    await user.type(within(drawer).getByRole('textbox', { name: 'Refund amount (LKR)' }), '2500');
    await user.click(within(drawer).getByRole('combobox', { name: 'Refund method' }));
    await user.click(await screen.findByRole('option', { name: 'Bank transfer' }));
    await user.type(within(drawer).getByRole('textbox', { name: /Reference/ }), 'BT-9');
    await user.click(within(drawer).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(api.returns.act).toHaveBeenCalledWith(7, {
      action: 'refund',
      amount: 2500,
      method: 'bank-transfer',
      reference: 'BT-9',
    });
  });

  it("shows the shopper's photos, fetched with the staff token's client", async () => {
    const { api, user } = setup(aReturn({ photos: 2 }));
    api.returns.photo.mockResolvedValue(new Blob(['jpeg'], { type: 'image/jpeg' }));
    const drawer = await openDrawer(user);
    expect(await within(drawer).findByRole('img', { name: 'Photo 1 of return 7' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(await within(drawer).findByRole('img', { name: 'Photo 2 of return 7' })).toBeVisible();
    expect(api.returns.photo).toHaveBeenCalledWith(7, 0);
    expect(api.returns.photo).toHaveBeenCalledWith(7, 1);
  });

  it('shows no photos section for a return without photos', async () => {
    const { api, user } = setup(aReturn());
    const drawer = await openDrawer(user);
    expect(within(drawer).queryByText('Photos')).not.toBeInTheDocument();
    expect(api.returns.photo).not.toHaveBeenCalled();
  });
});
