import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anOrder, aShopConfig, serverError } from '@wallart/admin-ui/testing/fixtures';
import { api } from '../../lib/api';
import { renderScreen } from '../../test/render';
import { GuestOrderPage } from './guest-order-page';
import { OrderLookupPage } from './order-lookup-page';

const openPage = (key = 'key_abc') =>
  renderScreen(<GuestOrderPage />, { route: `/order/${key}`, path: '/order/:token' });

describe('a guest order’s page (/order/{token})', () => {
  it('shows the order by its key, kept out of search engines, and offers an account', async () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    const byToken = vi
      .spyOn(api.order, 'byToken')
      .mockResolvedValue(anOrder({ orderID: 'WA-GUEST001', email: 'nimali@example.test' }));
    const { user } = openPage();
    expect(await screen.findByRole('article', { name: 'Order WA-GUEST001' })).toBeVisible();
    expect(byToken).toHaveBeenCalledWith('key_abc');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'no-referrer',
    );
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('cancels with the key in place of a sign-in', async () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    vi.spyOn(api.order, 'byToken').mockResolvedValue(anOrder({ orderID: 'WA-GUEST002' }));
    const remove = vi.spyOn(api.order, 'remove').mockResolvedValue({ message: 'Order deleted' });
    const { user } = openPage('key_del');
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('WA-GUEST002', 'key_del'));
  });

  it('returns a print of a delivered order with the key in place of a sign-in', async () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig({ returnDays: 30 }));
    const order = anOrder({
      orderID: 'WA-GUEST003',
      status: 'Delivered',
      deliveredAt: new Date().toISOString(),
    });
    const item = order.billItems[0];
    if (!item) throw new Error('the order has no print');
    vi.spyOn(api.order, 'byToken').mockResolvedValue(order);
    const forOrder = vi.spyOn(api.returns, 'forOrder').mockResolvedValue([]);
    const requested = {
      _id: '12',
      orderID: 'WA-GUEST003',
      status: 'requested' as const,
      reason: 'damaged' as const,
      note: null,
      staffNote: null,
      photos: 0,
      lines: [{ productId: item.productId, size: item.size, quantity: 1, restocked: 0 }],
      refund: null,
      createdAt: '2026-12-01T09:00:00.000Z',
      updatedAt: '2026-12-01T09:00:00.000Z',
    };
    const request = vi.spyOn(api.returns, 'request').mockResolvedValue(requested);
    const addPhoto = vi.spyOn(api.returns, 'addPhoto').mockResolvedValue(requested);
    const { user } = openPage('key_ret');
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    expect(forOrder).toHaveBeenCalledWith('WA-GUEST003', 'key_ret');
    const dialog = await screen.findByRole('dialog', { name: 'Return items from WA-GUEST003' });
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(item.name) }), '1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Arrived damaged' }));
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['jpeg'], 'corner.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ask to return' }));
    await waitFor(() => expect(addPhoto).toHaveBeenCalledOnce());
    expect(request).toHaveBeenCalledWith(
      'WA-GUEST003',
      { lines: [{ productId: item.productId, size: item.size, quantity: 1 }], reason: 'damaged' },
      'key_ret',
    );
    expect(addPhoto).toHaveBeenCalledWith(12, expect.any(File), 'corner.jpg', 'key_ret');
  });

  it('says an old or unknown link opens nothing, and points to "Find my order"', async () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    vi.spyOn(api.order, 'byToken').mockRejectedValue(serverError(404, 'Order not found'));
    openPage('old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link does not open an order');
    expect(screen.getByRole('link', { name: 'Find my order' })).toHaveAttribute(
      'href',
      '/orders/lookup',
    );
  });
});

describe('"Find my order" (/orders/lookup)', () => {
  it('sends the number and e-mail and shows the answer, whatever it was', async () => {
    const lookup = vi
      .spyOn(api.order, 'lookup')
      .mockResolvedValue({ message: 'If an order with that number was placed, we have e-mailed' });
    const { user } = renderScreen(<OrderLookupPage />, { route: '/orders/lookup' });
    await user.type(screen.getByRole('textbox', { name: 'Order number' }), 'wa-abc12345');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nimali@example.test');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we have e-mailed');
    // The server reads the number in any case.
    expect(lookup).toHaveBeenCalledWith({ orderID: 'wa-abc12345', email: 'nimali@example.test' });
  });
});
