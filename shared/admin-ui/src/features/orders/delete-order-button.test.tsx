import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@wallart/domain';
import { ApiError } from '@wallart/domain/api-client';
import { anOrder, aPage } from '../../test/fixtures';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { OrdersPage } from './orders-page';

const pending = anOrder();
const byCustomer = anOrder({
  _id: '8',
  orderID: 'WA-GONE8888',
  name: 'Dilani Fernando',
  email: 'dilani@example.com',
  status: 'Cancelled',
  hiddenByShopperAt: '2026-11-21T08:15:02.000Z',
});
const history = [
  { from: null, to: 'Pending', at: '2026-11-20T09:30:00.000Z', by: 'dilani@example.com' },
  { from: 'Pending', to: 'Cancelled', at: '2026-11-21T08:15:00.000Z', by: 'dilani@example.com' },
];

function setup(detail: Order = pending) {
  const api = createMockApi();
  api.order.list.mockResolvedValue(aPage([pending, byCustomer], 2, 1, 50));
  api.order.get.mockResolvedValue(detail);
  return renderAdmin(<OrdersPage />, { api, route: '/admin/orders' });
}

const rowOf = async (orderID: string) =>
  (await screen.findByText(orderID)).closest('tr') as HTMLTableRowElement;

async function openDrawer(user: ReturnType<typeof setup>['user'], orderID: string) {
  await rowOf(orderID);
  await user.click(screen.getByRole('button', { name: `View order ${orderID}` }));
  const drawer = await screen.findByRole('dialog', { name: `Order ${orderID}` });
  await within(drawer).findByRole('table', { name: 'Order lines' });
  return drawer;
}

describe('order drawer: Delete order', () => {
  it('asks first, naming the order; on success closes the drawer, says so and reloads the list', async () => {
    const { api, user } = setup();
    api.order.remove.mockResolvedValue({ message: 'Order deleted' });
    const drawer = await openDrawer(user, 'WA-ABCD2345');
    await user.click(within(drawer).getByRole('button', { name: 'Delete order' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete order' });
    expect(dialog).toHaveTextContent(
      'Delete order WA-ABCD2345 from Kamala Silva (LKR 18,500.00)? It is removed for good with its lines and status history. Its prints go back in stock.',
    );
    expect(api.order.remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete order' }));

    expect(await screen.findByText('Order deleted successfully')).toBeInTheDocument();
    expect(api.order.remove).toHaveBeenCalledWith('WA-ABCD2345');
    // The drawer slides out after the list has reloaded: on a loaded machine that takes seconds.
    await waitFor(
      () =>
        expect(screen.queryByRole('dialog', { name: 'Order WA-ABCD2345' })).not.toBeInTheDocument(),
      { timeout: 10_000 },
    );
    await waitFor(() => expect(api.order.list).toHaveBeenCalledTimes(2));
  });

  it('says a Cancelled order’s prints are already back in stock', async () => {
    const { user } = setup({ ...byCustomer, statusHistory: history });
    const drawer = await openDrawer(user, 'WA-GONE8888');
    await user.click(within(drawer).getByRole('button', { name: 'Delete order' }));
    expect(await screen.findByRole('dialog', { name: 'Delete order' })).toHaveTextContent(
      'Its prints are already back in stock.',
    );
  });

  it('keeps the order when the question is cancelled', async () => {
    const { api, user } = setup();
    const drawer = await openDrawer(user, 'WA-ABCD2345');
    await user.click(within(drawer).getByRole('button', { name: 'Delete order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete order' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete order' })).not.toBeInTheDocument(),
    );
    expect(api.order.remove).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Order WA-ABCD2345' })).toBeInTheDocument();
  });

  it('says "Order delete failed" and keeps the drawer open when the delete fails', async () => {
    const { api, user } = setup();
    api.order.remove.mockRejectedValue(new ApiError(404, 'Order not found'));
    const drawer = await openDrawer(user, 'WA-ABCD2345');
    await user.click(within(drawer).getByRole('button', { name: 'Delete order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete order' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete order' }));
    expect(await screen.findByText('Order delete failed')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Order WA-ABCD2345' })).toBeInTheDocument();
  });
});

describe('an order its customer deleted from My Orders', () => {
  it('reads "by customer" under its status in the list', async () => {
    setup();
    const row = await rowOf('WA-GONE8888');
    expect(within(row).getByRole('cell', { name: 'Cancelled by customer' })).toBeInTheDocument();
    expect(within(await rowOf('WA-ABCD2345')).queryByText('by customer')).toBeNull();
  });

  it('says in the drawer who cancelled it and when, from its history', async () => {
    const { user } = setup({ ...byCustomer, statusHistory: history });
    const drawer = await openDrawer(user, 'WA-GONE8888');
    const note = within(drawer).getByRole('alert');
    expect(note).toHaveTextContent('Cancelled by customer');
    expect(note).toHaveTextContent(
      'dilani@example.com deleted this order from My Orders on 21 Nov 2026',
    );
    expect(within(drawer).getByText('Pending → Cancelled')).toBeInTheDocument();
  });
});
