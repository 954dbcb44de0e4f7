import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import { anOrder, aPage } from '../../test/fixtures';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { OrdersPage } from './orders-page';

const pending = anOrder();
const shipped = anOrder({
  _id: '4',
  orderID: 'WA-SHIP7777',
  name: 'Saman Jay',
  status: 'Shipped',
  total: 12500,
});

function setup(route = '/admin/orders') {
  const api = createMockApi();
  api.order.list.mockResolvedValue(aPage([pending, shipped], 2, 1, 50));
  return { ...renderAdmin(<OrdersPage />, { api, route }), api };
}

const rowOf = async (orderID: string) =>
  (await screen.findByText(orderID)).closest('tr') as HTMLTableRowElement;

describe('OrdersPage', () => {
  it('searches by order number, name or e-mail on the server', async () => {
    const { api, user } = setup();
    await rowOf('WA-SHIP7777');
    await user.type(screen.getByRole('textbox', { name: 'Search orders' }), 'saman');
    await waitFor(() =>
      expect(api.order.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ search: 'saman', page: 1 }),
      ),
    );
  });

  it('opens the drawer of the order `?order=` names, as the staff mails link, and closes it', async () => {
    const { api, user } = setup('/admin/orders?order=WA-SHIP7777');
    api.order.get.mockResolvedValue(shipped);
    const drawer = await screen.findByRole('dialog', { name: 'Order WA-SHIP7777' });
    expect(api.order.get).toHaveBeenCalledWith('WA-SHIP7777');
    expect(drawer).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Order WA-SHIP7777' })).not.toBeInTheDocument(),
    );
  });

  it('lists orders with totals, status badges and a status dropdown each', async () => {
    setup();
    expect(screen.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
    const row = await rowOf('WA-SHIP7777');
    expect(within(row).getByText('LKR 12,500.00')).toBeInTheDocument();
    expect(within(row).getByText('Shipped', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status of order WA-SHIP7777' })).toHaveValue(
      'Shipped',
    );
    expect(screen.getByRole('combobox', { name: 'Status of order WA-ABCD2345' })).toHaveValue(
      'Pending',
    );
  });

  it('changes a status, says "Order status updated" and reloads the list', async () => {
    const { api, user } = setup();
    api.order.setStatus.mockResolvedValue({
      message: 'ok',
      order: { ...pending, status: 'Processing' },
    });
    await rowOf('WA-ABCD2345');
    await user.click(screen.getByRole('combobox', { name: 'Status of order WA-ABCD2345' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled']);
    await user.click(within(listbox).getByRole('option', { name: 'Processing' }));
    expect(await screen.findByText('Order status updated')).toBeInTheDocument();
    expect(api.order.setStatus).toHaveBeenCalledWith('WA-ABCD2345', 'Processing');
    await waitFor(() => expect(api.order.list).toHaveBeenCalledTimes(2));
  });

  it('says "Status update failed" when the change is refused', async () => {
    const { api, user } = setup();
    api.order.setStatus.mockRejectedValue(new ApiError(500, 'boom'));
    await rowOf('WA-ABCD2345');
    await user.click(screen.getByRole('combobox', { name: 'Status of order WA-ABCD2345' }));
    await user.click(await screen.findByRole('option', { name: 'Delivered' }));
    expect(await screen.findByText('Status update failed')).toBeInTheDocument();
  });

  it('filters by status on the server', async () => {
    const { api, user } = setup();
    await rowOf('WA-ABCD2345');
    expect(api.order.list).toHaveBeenLastCalledWith({ status: undefined, page: 1, limit: 50 });
    await user.click(screen.getByRole('radio', { name: 'Shipped' }));
    await waitFor(() =>
      expect(api.order.list).toHaveBeenLastCalledWith({ status: 'Shipped', page: 1, limit: 50 }),
    );
  });

  it('filters by the days placed and the country shipped to, on the server and in the address', async () => {
    const { api, user, search } = setup();
    await rowOf('WA-SHIP7777');
    await user.type(screen.getByLabelText('Placed from'), '2026-11-01');
    await user.type(screen.getByLabelText('Placed to'), '2026-11-30');
    const country = screen.getByRole('combobox', { name: 'Country' });
    await user.type(country, 'Germany');
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await waitFor(() =>
      expect(api.order.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ from: '2026-11-01', to: '2026-11-30', country: 'DE', page: 1 }),
      ),
    );
    expect(search()).toContain('from=2026-11-01');
    expect(search()).toContain('country=DE');
  });

  it('reads the day range and country from the address', async () => {
    const { api } = setup('/admin/orders?from=2026-11-01&to=2026-11-30&country=LK');
    await rowOf('WA-SHIP7777');
    expect(screen.getByLabelText('Placed from')).toHaveValue('2026-11-01');
    expect(api.order.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ from: '2026-11-01', to: '2026-11-30', country: 'LK' }),
    );
  });

  it('shows the payment method with its status, and the prints under the total, in one row that fits', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Orders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Order ID',
      'Placed',
      'Customer',
      'Total',
      'Status',
      'Payment',
      'Change status',
      'Details',
    ]);
    expect(
      within(await rowOf('WA-SHIP7777')).getByRole('button', { name: 'View order WA-SHIP7777' }),
    ).toBeVisible();
  });

  it('says "Failed to fetch orders" when the list cannot be loaded', async () => {
    const api = createMockApi();
    api.order.list.mockRejectedValue(new ApiError(500, 'boom'));
    renderAdmin(<OrdersPage />, { api, route: '/admin/orders' });
    expect(await screen.findByText('Failed to fetch orders')).toBeInTheDocument();
  });

  it('opens a drawer with lines, sizes, address, phone and status history (by keyboard too)', async () => {
    const { api, user } = setup();
    api.order.get.mockResolvedValue({
      ...shipped,
      address: '5 Temple Road\nGalle',
      phoneNumber: '0719876543',
      billItems: [
        { ...pending.billItems[0]!, quantity: 2, price: 5000, size: '24x36 in' },
        {
          productId: 'WA-009',
          productName: 'Lotus Pond',
          name: 'Lotus Pond',
          image: '',
          quantity: 1,
          price: 2500,
          labeledPrice: 2500,
          size: '12x18 in',
        },
      ],
      statusHistory: [
        { from: null, to: 'Pending', at: '2026-11-20T09:30:00.000Z', by: 'saman@example.com' },
        {
          from: 'Pending',
          to: 'Shipped',
          at: '2026-11-21T10:00:00.000Z',
          by: 'admin@wallart.test',
        },
      ],
    });
    const row = await rowOf('WA-SHIP7777');
    row.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Order WA-SHIP7777' });
    expect(api.order.get).toHaveBeenCalledWith('WA-SHIP7777');
    const lines = await within(drawer).findByRole('table', { name: 'Order lines' });
    expect(within(lines).getByText('24x36 in')).toBeInTheDocument();
    expect(within(lines).getByText('12x18 in')).toBeInTheDocument();
    expect(within(lines).getByText('LKR 10,000.00')).toBeInTheDocument();
    const totals = within(drawer).getByRole('table', { name: 'Order totals' });
    expect(within(totals).getByRole('row', { name: /^Total/ })).toHaveTextContent('LKR 12,500.00');
    expect(within(drawer).getByText(/5 Temple Road/)).toBeInTheDocument();
    expect(within(drawer).getByText('Phone: 0719876543')).toBeInTheDocument();
    expect(within(drawer).getByText('Placed as Pending')).toBeInTheDocument();
    expect(within(drawer).getByText('Pending → Shipped')).toBeInTheDocument();
    expect(within(drawer).getByText(/admin@wallart.test/)).toBeInTheDocument();
  });
});
