import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrder, aPage } from '../../test/fixtures';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { OrdersPage } from './orders-page';

const guest = anOrder({ _id: '9', orderID: 'WA-GUEST001', isGuest: true, email: 'g@x.test' });
const member = anOrder({ _id: '10', orderID: 'WA-MEMBER01', isGuest: false });

function setup() {
  const api = createMockApi();
  api.order.list.mockResolvedValue(aPage([guest, member], 2, 1, 50));
  return renderAdmin(<OrdersPage />, { api, route: '/admin/orders' });
}

const rowOf = async (orderID: string) =>
  (await screen.findByText(orderID)).closest('tr') as HTMLTableRowElement;

describe('guest orders for staff (PRODUCT §11)', () => {
  it('says "Guest" on an order placed without an account, and on no other', async () => {
    setup();
    expect(within(await rowOf('WA-GUEST001')).getByText('Guest')).toBeVisible();
    expect(within(await rowOf('WA-MEMBER01')).queryByText('Guest')).toBeNull();
  });

  it('filters guest orders on the server', async () => {
    const { api, user } = setup();
    await rowOf('WA-GUEST001');
    await user.click(screen.getByRole('radio', { name: 'Guests' }));
    await waitFor(() =>
      expect(api.order.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ placedBy: 'guest', page: 1 }),
      ),
    );
  });

  it('exports the filtered orders as CSV, with the Guest column', async () => {
    const { api, host, user } = setup();
    const csv = 'Order,Date,Customer,Email,Guest\nWA-GUEST001,2026-12-01,G,g@x.test,Guest\n';
    api.order.exportCsv.mockResolvedValue(csv);
    await rowOf('WA-GUEST001');
    await user.click(screen.getByRole('radio', { name: 'Guests' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(host.saveFile).toHaveBeenCalledWith(
        expect.stringMatching(/^orders-\d{4}-\d{2}-\d{2}\.csv$/),
        csv,
        'text/csv',
      ),
    );
    expect(api.order.exportCsv).toHaveBeenCalledWith(
      expect.objectContaining({ placedBy: 'guest' }),
    );
  });

  it('resends the link from the drawer', async () => {
    const { api, user } = setup();
    api.order.get.mockResolvedValue(guest);
    api.order.resendLink.mockResolvedValue({ message: 'Link sent' });
    await user.click(
      within(await rowOf('WA-GUEST001')).getByRole('button', { name: /View order/ }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Order WA-GUEST001' });
    await user.click(await within(drawer).findByRole('button', { name: 'Resend link' }));
    await waitFor(() => expect(api.order.resendLink).toHaveBeenCalledWith('WA-GUEST001'));
    expect(await screen.findByText('A new link was mailed to g@x.test')).toBeInTheDocument();
  });
});
