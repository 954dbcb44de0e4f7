import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderReturn } from '@wallart/domain/rules';
import { ApiError } from '@wallart/domain/api-client';
import { anOrder, aShopConfig } from '@wallart/admin-ui/testing/fixtures';
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

const DAY = 24 * 60 * 60 * 1000;

const delivered = anOrder({
  orderID: 'WA-RET1',
  status: 'Delivered',
  billItems: [print(1), print(2)],
  deliveredAt: new Date(Date.now() - 2 * DAY).toISOString(),
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

function open(returns: OrderReturn[], order = delivered) {
  localStorage.setItem('token', 'jwt');
  vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig({ returnDays: 30 }));
  vi.spyOn(api.order, 'list').mockResolvedValue({
    items: [order],
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

  it('sends up to 5 photos with the return, one a call', async () => {
    const { user } = open([]);
    const request = vi
      .spyOn(api.returns, 'request')
      .mockResolvedValue({ ...refunded, _id: '9', status: 'requested', refund: null });
    const addPhoto = vi
      .spyOn(api.returns, 'addPhoto')
      .mockResolvedValue({ ...refunded, _id: '9', status: 'requested', refund: null });
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items from WA-RET1' });
    await user.type(within(dialog).getByRole('textbox', { name: /Print 1/ }), '1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Arrived damaged' }));
    const photo = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const send = within(dialog).getByRole('button', { name: 'Ask to return' });
    await user.upload(
      input,
      [1, 2, 3, 4, 5, 6].map((n) => photo(`p${n}.jpg`)),
    );
    expect(await within(dialog).findByText('Choose at most 5 photos')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.upload(input, [photo('corner.jpg'), photo('frame.jpg')]);
    await user.click(send);
    await vi.waitFor(() => expect(addPhoto).toHaveBeenCalledTimes(2));
    expect(request).toHaveBeenCalledOnce();
    expect(addPhoto).toHaveBeenNthCalledWith(1, 9, expect.any(File), 'corner.jpg');
    expect(addPhoto).toHaveBeenNthCalledWith(2, 9, expect.any(File), 'frame.jpg');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the return was sent when a photo is refused', async () => {
    const { user } = open([]);
    vi.spyOn(api.returns, 'request').mockResolvedValue({ ...refunded, status: 'requested' });
    vi.spyOn(api.returns, 'addPhoto').mockRejectedValue(
      new ApiError(415, 'A photo is a JPEG, PNG or WebP image'),
    );
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items from WA-RET1' });
    await user.type(within(dialog).getByRole('textbox', { name: /Print 1/ }), '1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['x'], 'odd.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ask to return' }));
    expect(await within(dialog).findByText('Your return was sent')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/odd\.jpg: A photo is a JPEG, PNG or WebP image/),
    ).toBeInTheDocument();
    // The footer's Close beside the dialog's own; no second "Ask to return".
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Ask to return' })).not.toBeInTheDocument();
  });

  it('hides "Return items" once the window has closed, saying when', async () => {
    const at = new Date(Date.now() - 40 * DAY);
    open([], { ...delivered, deliveredAt: at.toISOString() });
    const card = await screen.findByRole('article', { name: 'Order WA-RET1' });
    // The day in the shop's time zone, as every shopper's browser and the server write it.
    const closed = new Date(at.getTime() + 30 * DAY).toLocaleDateString('en-US', {
      timeZone: 'Asia/Colombo',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    expect(
      await within(card).findByText(`The return window closed on ${closed}.`),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
  });
});
