import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { anOrder } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { MyOrdersPage } from './my-orders-page';
import { OrderTracking } from './order-tracking';

const shippedAt = '2026-11-25T10:00:00.000Z';
const DHL_LINK = 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=1234567890';

function myOrders(...orders: Order[]) {
  localStorage.setItem('token', 'jwt');
  vi.spyOn(api.order, 'list').mockResolvedValue({
    items: orders,
    total: orders.length,
    page: 1,
    limit: 100,
  });
  return renderScreen(<MyOrdersPage />, { route: '/orders', path: '/orders' });
}

describe('OrderTracking', () => {
  it('shows a known carrier and the number with "Track parcel", opening in a new tab', () => {
    renderScreen(
      <OrderTracking tracking={{ carrier: 'DHL', trackingNumber: '1234567890', shippedAt }} />,
    );
    const tracking = screen.getByRole('group', { name: 'Tracking' });
    expect(tracking).toHaveTextContent('Shipped with DHL');
    expect(tracking).toHaveTextContent('Tracking number: 1234567890');
    const link = within(tracking).getByRole('link', { name: /Track parcel/ });
    expect(link).toHaveAttribute('href', DHL_LINK);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(link).toHaveAccessibleName('Track parcel (opens in a new tab)');
  });

  it('shows the number alone, without a link, for a carrier the shop does not know', () => {
    renderScreen(
      <OrderTracking
        tracking={{ carrier: 'Kandy Couriers', trackingNumber: 'KC-77', shippedAt }}
      />,
    );
    const tracking = screen.getByRole('group', { name: 'Tracking' });
    expect(tracking).toHaveTextContent('Shipped with Kandy Couriers');
    expect(tracking).toHaveTextContent('Tracking number: KC-77');
    expect(within(tracking).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the carrier without a number, and nothing at all without tracking', () => {
    const { unmount } = renderScreen(
      <OrderTracking tracking={{ carrier: 'UPS', trackingNumber: null, shippedAt }} />,
    );
    expect(screen.getByRole('group', { name: 'Tracking' })).toHaveTextContent('Shipped with UPS');
    expect(screen.queryByText(/Tracking number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    renderScreen(<OrderTracking tracking={null} />);
    expect(screen.queryByRole('group', { name: 'Tracking' })).not.toBeInTheDocument();
  });
});

describe('my orders: the tracking on each card', () => {
  it('shows a shipped order’s carrier, number and link, and none on an order not yet shipped', async () => {
    myOrders(
      anOrder({
        orderID: 'WA-SHIP0001',
        status: 'Shipped',
        tracking: { carrier: 'DHL', trackingNumber: '1234567890', shippedAt },
      }),
      anOrder({ orderID: 'WA-PEND0001', status: 'Pending', tracking: null }),
    );
    const shipped = within(await screen.findByRole('article', { name: 'Order WA-SHIP0001' }));
    const tracking = shipped.getByRole('group', { name: 'Tracking' });
    expect(tracking).toHaveTextContent('DHL');
    expect(tracking).toHaveTextContent('1234567890');
    expect(within(tracking).getByRole('link', { name: /Track parcel/ })).toHaveAttribute(
      'href',
      DHL_LINK,
    );
    const pending = within(screen.getByRole('article', { name: 'Order WA-PEND0001' }));
    expect(pending.queryByRole('group', { name: 'Tracking' })).not.toBeInTheDocument();
  });
});
