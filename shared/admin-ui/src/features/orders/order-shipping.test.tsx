import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@wallart/domain';
import { ApiError } from '@wallart/domain/api-client';
import { anOrder, aPage } from '../../test/fixtures';
import { allCalls, createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { OrdersPage } from './orders-page';

const pending = anOrder();
const DHL_LINK = 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=1234567890';

function setup(detail: Order = pending) {
  const api = createMockApi();
  api.order.list.mockResolvedValue(aPage([pending], 1, 1, 50));
  api.order.get.mockResolvedValue(detail);
  api.order.setStatus.mockImplementation(async (orderID, status, shipment) => ({
    message: 'Order status updated',
    order: {
      ...pending,
      orderID,
      status,
      tracking: shipment
        ? { carrier: null, trackingNumber: null, shippedAt: '', ...shipment }
        : null,
    },
  }));
  return renderAdmin(<OrdersPage />, { api, route: '/admin/orders' });
}

/** Chooses a status from an order's dropdown (the table's, unless another label is given). */
async function choose(
  user: ReturnType<typeof setup>['user'],
  status: string,
  label = `Status of order ${pending.orderID}`,
) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: status }));
}

const shipDialog = () => screen.findByRole('dialog', { name: `Ship order ${pending.orderID}` });

describe('shipping an order from the status dropdown', () => {
  it('asks for the carrier and tracking number, shows the shopper’s link and sends both', async () => {
    const { api, user } = setup();
    await choose(user, 'Shipped');
    const dialog = await shipDialog();
    expect(api.order.setStatus).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Carrier' }));
    const carriers = await screen.findByRole('listbox');
    expect(
      within(carriers)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sri Lanka Post', 'DHL', 'FedEx', 'UPS', 'Aramex']);
    await user.click(within(carriers).getByRole('option', { name: 'DHL' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), '1234567890');
    const link = within(dialog).getByRole('link', { name: DHL_LINK });
    expect(link).toHaveAttribute('href', DHL_LINK);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByText('Order status updated')).toBeInTheDocument();
    expect(api.order.setStatus).toHaveBeenCalledWith(pending.orderID, 'Shipped', {
      carrier: 'DHL',
      trackingNumber: '1234567890',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Ship order/ })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(api.order.list).toHaveBeenCalledTimes(2));
  });

  it('takes a carrier it does not know as typed, without a link', async () => {
    const { api, user } = setup();
    await choose(user, 'Shipped');
    const dialog = await shipDialog();
    await user.type(within(dialog).getByRole('combobox', { name: 'Carrier' }), 'Kandy Couriers');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'KC-77');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() =>
      expect(api.order.setStatus).toHaveBeenCalledWith(pending.orderID, 'Shipped', {
        carrier: 'Kandy Couriers',
        trackingNumber: 'KC-77',
      }),
    );
  });

  it('ships without tracking when both are left empty', async () => {
    const { api, user } = setup();
    await choose(user, 'Shipped');
    await user.click(within(await shipDialog()).getByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() =>
      expect(api.order.setStatus).toHaveBeenCalledWith(pending.orderID, 'Shipped', {}),
    );
  });

  it('changes nothing when the dialog is cancelled', async () => {
    const { api, user } = setup();
    await choose(user, 'Shipped');
    await user.click(within(await shipDialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Ship order/ })).not.toBeInTheDocument(),
    );
    expect(allCalls(api)).not.toContain('order.setStatus');
    expect(
      screen.getByRole('combobox', { name: `Status of order ${pending.orderID}` }),
    ).toHaveValue('Pending');
  });

  it('names a tracking number it cannot take, and sends nothing', async () => {
    const { api, user } = setup();
    await choose(user, 'Shipped');
    const dialog = await shipDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), '12<34>');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(
      await within(dialog).findByText(
        'Tracking number may hold only letters, digits, spaces and dashes',
      ),
    ).toBeInTheDocument();
    expect(allCalls(api)).not.toContain('order.setStatus');
  });

  it('keeps the dialog open with the server’s refusal under "Status update failed"', async () => {
    const { api, user } = setup();
    api.order.setStatus.mockRejectedValue(
      new ApiError(409, 'Order WA-ABCD2345 is already Shipped', [], 'conflict'),
    );
    await choose(user, 'Shipped');
    const dialog = await shipDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), '99');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByText('Status update failed')).toBeInTheDocument();
    expect(screen.getByText('Order WA-ABCD2345 is already Shipped')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Tracking number' })).toHaveValue('99');
  });

  it('changes any other status at once, without the dialog', async () => {
    const { api, user } = setup();
    await choose(user, 'Processing');
    await waitFor(() =>
      expect(api.order.setStatus).toHaveBeenCalledWith(pending.orderID, 'Processing'),
    );
    expect(screen.queryByRole('dialog', { name: /Ship order/ })).not.toBeInTheDocument();
  });
});

describe('the order drawer', () => {
  const shipped = anOrder({
    status: 'Shipped',
    tracking: {
      carrier: 'DHL',
      trackingNumber: '1234567890',
      shippedAt: '2026-11-21T10:00:00.000Z',
    },
    statusHistory: [
      { from: null, to: 'Pending', at: '2026-11-20T09:30:00.000Z', by: 'kamala@example.com' },
      {
        from: 'Pending',
        to: 'Shipped',
        at: '2026-11-21T10:00:00.000Z',
        by: 'admin@wallart.test',
        carrier: 'DHL',
        trackingNumber: '1234567890',
      },
    ],
  });

  it('shows the tracking with its link, on the order and on its Shipped entry', async () => {
    const { user } = setup(shipped);
    await user.click(await screen.findByRole('button', { name: `View order ${pending.orderID}` }));
    const drawer = await screen.findByRole('dialog', { name: `Order ${pending.orderID}` });
    const tracking = await within(drawer).findByRole('group', { name: 'Tracking' });
    expect(tracking).toHaveTextContent('DHL · 1234567890 · Track parcel');
    expect(within(tracking).getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
      'href',
      DHL_LINK,
    );
    const entry = within(drawer).getByText('Pending → Shipped').closest('.mantine-Timeline-item');
    expect(entry).toHaveTextContent('DHL · 1234567890 · Track parcel');
  });

  it('ships from the drawer through the same dialog', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: `View order ${pending.orderID}` }));
    const drawer = await screen.findByRole('dialog', { name: `Order ${pending.orderID}` });
    await within(drawer).findByRole('table', { name: 'Order lines' });
    expect(within(drawer).queryByRole('group', { name: 'Tracking' })).not.toBeInTheDocument();
    await choose(user, 'Shipped', 'Change status');
    const dialog = await shipDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'Carrier' }));
    await user.click(await screen.findByRole('option', { name: 'UPS' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() =>
      expect(api.order.setStatus).toHaveBeenCalledWith(pending.orderID, 'Shipped', {
        carrier: 'UPS',
      }),
    );
    await waitFor(() => expect(api.order.get).toHaveBeenCalledTimes(2));
  });
});
