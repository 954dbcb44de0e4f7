import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { anOrder, aShopConfig, serverError } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { MyOrdersPage } from './my-orders-page';

const listOf = (orders: Order[]) => ({ items: orders, total: orders.length, page: 1, limit: 100 });

const open = (route = '/orders') => renderScreen(<MyOrdersPage />, { route, path: '/orders' });

function item(n: number) {
  return {
    productId: `WA-${n}`,
    productName: `Print ${n}`,
    name: `Print ${n}`,
    image: `/uploads/p${n}.jpg`,
    quantity: n,
    price: 1000,
    labeledPrice: 1200,
    size: '12x18 in',
  };
}

describe('my orders', () => {
  it('sends a visitor without a token to /login', () => {
    open();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('pages through every order: 150 orders are all listed and counted', async () => {
    localStorage.setItem('token', 'jwt');
    const all = Array.from({ length: 150 }, (_, i) =>
      anOrder({ _id: String(i + 1), orderID: `WA-${String(i + 1).padStart(4, '0')}` }),
    );
    const list = vi.spyOn(api.order, 'list').mockImplementation(async (query = {}) => {
      const { page = 1, limit = 100 } = query;
      const items = all.slice((page - 1) * limit, page * limit);
      return { items, total: all.length, page, limit };
    });
    open();
    // 150 cards take a while to draw on a busy machine.
    expect(await screen.findByLabelText('150 orders', {}, { timeout: 10_000 })).toHaveTextContent(
      '150',
    );
    expect(screen.getByRole('article', { name: 'Order WA-0150' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(150);
    expect(list.mock.calls.map(([query]) => query?.page)).toEqual([1, 2]);
  });

  it('shows "Loading Your Orders" while loading', async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.order, 'list').mockReturnValue(new Promise(() => {}));
    open();
    expect(await screen.findByText('Loading Your Orders')).toBeVisible();
  });

  it('shows "No Orders Yet" with Explore Products to / when there are none', async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.order, 'list').mockResolvedValue(listOf([]));
    open();
    expect(await screen.findByRole('heading', { name: 'No Orders Yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/');
  });

  it('says "Failed to fetch orders." when the list cannot be fetched', async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.order, 'list').mockRejectedValue(serverError(500, 'Boom'));
    open();
    expect(await screen.findAllByText('Failed to fetch orders.')).not.toHaveLength(0);
  });

  it('shows the count and, per card, status, date label, total and 3 thumbnails then +N', async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.order, 'list').mockResolvedValue(
      listOf([
        anOrder({
          orderID: 'WA-ONE',
          status: 'shipped',
          date: new Date().toISOString(),
          total: 40200,
          billItems: [1, 2, 3, 4, 5].map(item),
        }),
        anOrder({ orderID: 'WA-TWO', status: 'Pending' }),
      ]),
    );
    open();
    const card = within(await screen.findByRole('article', { name: 'Order WA-ONE' }));
    expect(screen.getByLabelText('2 orders')).toHaveTextContent('2');
    expect(card.getByText('Shipped')).toBeVisible();
    expect(card.getByText('Today')).toBeVisible();
    expect(card.getByText('LKR 40,200.00')).toBeVisible();
    expect(card.getAllByRole('img')).toHaveLength(3);
    expect(card.getByText('+2')).toBeVisible();
  });

  it('opens one card at a time and shows the address and items with quantity and size', async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.order, 'list').mockResolvedValue(
      listOf([
        anOrder({ orderID: 'WA-ONE', address: '12 Temple Road, Kandy', billItems: [item(2)] }),
        anOrder({ orderID: 'WA-TWO' }),
      ]),
    );
    const { user } = open();
    const one = within(await screen.findByRole('article', { name: 'Order WA-ONE' }));
    const two = within(screen.getByRole('article', { name: 'Order WA-TWO' }));
    await user.click(one.getByRole('button', { name: 'View Details' }));
    expect(await one.findByText('12 Temple Road, Kandy')).toBeInTheDocument();
    expect(one.getByText(/12x18 in · Qty: 2/)).toBeInTheDocument();
    await user.click(two.getByRole('button', { name: 'View Details' }));
    expect(one.getByRole('button', { name: 'View Details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(two.getByRole('button', { name: 'Hide Details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(one.queryByText('12 Temple Road, Kandy')).not.toBeInTheDocument());
    await user.click(two.getByRole('button', { name: 'Hide Details' }));
    expect(two.getByRole('button', { name: 'View Details' })).toBeVisible();
  });

  it('offers Delete only while Pending; other cards say how to reach the shop', async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.order, 'list').mockResolvedValue(
      listOf([
        anOrder({ orderID: 'WA-ONE', status: 'Processing' }),
        anOrder({ orderID: 'WA-TWO' }),
      ]),
    );
    const shop = { ...aShopConfig().shop, email: 'care@kandyprints.lk', phone: '081 222 3344' };
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig({ shop }));
    open();
    const processing = within(await screen.findByRole('article', { name: 'Order WA-ONE' }));
    expect(processing.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // The same contact as the footer: the one staff set in Settings.
    expect(await processing.findByRole('link', { name: 'care@kandyprints.lk' })).toHaveAttribute(
      'href',
      'mailto:care@kandyprints.lk',
    );
    expect(processing.getByText(/Contact us at/)).toHaveTextContent(/or 081 222 3344\.$/);
    const pending = within(screen.getByRole('article', { name: 'Order WA-TWO' }));
    expect(pending.getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  it('deletes after "Yes, Delete": "Deleting..." while in flight, then off the list and confirmed', async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.order, 'list')
      .mockResolvedValueOnce(listOf([anOrder({ orderID: 'WA-ONE' })]))
      .mockResolvedValue(listOf([]));
    let finish: (value: { message: string }) => void = () => {};
    const remove = vi
      .spyOn(api.order, 'remove')
      .mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user } = open();
    const card = within(await screen.findByRole('article', { name: 'Order WA-ONE' }));
    await user.click(card.getByRole('button', { name: 'Delete' }));
    expect(
      screen.getByText('Delete order WA-ONE? It is cancelled and removed from your orders.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(card.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(remove).toHaveBeenCalledWith('WA-ONE');
    await act(async () => finish({ message: 'Order deleted' }));
    expect(await screen.findByText('Order deleted successfully')).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Order WA-ONE' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('0 orders')).toBeInTheDocument();
  });

  it('keeps the order when the confirmation is cancelled', async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.order, 'list').mockResolvedValue(listOf([anOrder({ orderID: 'WA-ONE' })]));
    const remove = vi.spyOn(api.order, 'remove');
    const { user } = open();
    const card = within(await screen.findByRole('article', { name: 'Order WA-ONE' }));
    await user.click(card.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Yes, Delete' })).not.toBeInTheDocument(),
    );
  });

  it('says "Failed to delete order. Please try again later." when the delete fails', async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.order, 'list').mockResolvedValue(listOf([anOrder({ orderID: 'WA-ONE' })]));
    vi.spyOn(api.order, 'remove').mockRejectedValue(serverError(409, 'No longer cancellable'));
    const { user } = open();
    const card = within(await screen.findByRole('article', { name: 'Order WA-ONE' }));
    await user.click(card.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(
      await screen.findByText('Failed to delete order. Please try again later.'),
    ).toBeVisible();
    expect(card.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
