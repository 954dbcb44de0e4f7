import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderReturn } from '@wallart/domain/rules';
import { ApiError } from '@wallart/domain/api-client';
import { anOrder } from '@wallart/admin-ui/testing/fixtures';
import { api } from '../../lib/api';
import { renderScreen } from '../../test/render';
import { MyOrdersPage } from './my-orders-page';

const print = (n: number) => ({
  productId: `WA-${n}`,
  productName: `Print ${n}`,
  name: `Print ${n}`,
  image: `/uploads/p${n}.jpg`,
  quantity: 1,
  price: 1000,
  labeledPrice: 1200,
  size: '12x18 in',
});

const delivered = anOrder({
  orderID: 'WA-RET1',
  status: 'Delivered',
  billItems: [print(1), print(2)],
});

const refunded: OrderReturn = {
  _id: '3',
  orderID: 'WA-RET1',
  status: 'refunded',
  reason: 'damaged',
  note: null,
  staffNote: null,
  photos: 0,
  lines: [{ productId: 'WA-2', size: '12x18 in', quantity: 1, restocked: 1 }],
  refund: { amount: 1000, method: 'cod', reference: null, at: '2026-12-01T10:00:00.000Z' },
  createdAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
};

function open(returns: OrderReturn[]) {
  localStorage.setItem('token', 'jwt');
  vi.spyOn(api.order, 'list').mockResolvedValue({
    items: [delivered],
    total: 1,
    page: 1,
    limit: 100,
  });
  vi.spyOn(api.returns, 'forOrder').mockResolvedValue(returns);
  return renderScreen(<MyOrdersPage />, { route: '/orders', path: '/orders' });
}

describe('returns in My Orders', () => {
  it('shows a return\'s state on the order card: "Refunded"', async () => {
    open([refunded]);
    const card = await screen.findByRole('article', { name: 'Order WA-RET1' });
    expect(await within(card).findByText('Refunded')).toBeInTheDocument();
    expect(within(card).getByText(/1 × WA-2 \(12x18 in\)/)).toBeInTheDocument();
  });

  it('asks to return one of two prints with a reason', async () => {
    const { user } = open([]);
    const request = vi
      .spyOn(api.returns, 'request')
      .mockResolvedValue({ ...refunded, status: 'requested', refund: null });
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items from WA-RET1' });
    const send = within(dialog).getByRole('button', { name: 'Ask to return' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Print 2/ }), '1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Arrived damaged' }));
    await user.click(send);
    expect(request).toHaveBeenCalledWith('WA-RET1', {
      lines: [{ productId: 'WA-2', size: '12x18 in', quantity: 1 }],
      reason: 'damaged',
    });
  });

  it("shows the server's refusal when the window has closed", async () => {
    const { user } = open([]);
    vi.spyOn(api.returns, 'request').mockRejectedValue(
      new ApiError(
        409,
        'The return window closed on 2026-11-01: returns are accepted for 30 days after delivery',
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items from WA-RET1' });
    await user.type(within(dialog).getByRole('textbox', { name: /Print 1/ }), '1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Changed my mind' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ask to return' }));
    expect(
      await within(dialog).findByText(/The return window closed on 2026-11-01/),
    ).toBeInTheDocument();
  });
});
