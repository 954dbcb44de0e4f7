import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '@wallart/domain';
import { ApiError } from '@wallart/domain/api-client';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { DashboardPage } from './dashboard-page';

const stats: DashboardStats = {
  totalUsers: 1284,
  totalOrders: 342,
  totalProducts: 57,
  revenue: 1234567.5,
  todo: { slipsToVerify: 2, ordersToShip: 4, reviewsToApprove: 0, requestsToAnswer: 1 },
  ordersByStatus: { Pending: 12, Processing: 5, Shipped: 7, Delivered: 310, Cancelled: 8 },
  lowStock: [
    { productId: 'WA-010', name: 'Sold Out Print', stock: 0 },
    { productId: 'WA-011', name: 'Nearly Gone', stock: 3 },
  ],
  salesByDay: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    orders: i % 3,
    revenue: (i % 3) * 1500,
  })),
};

describe('DashboardPage', () => {
  it('starts with what waits, each a link to its filtered list; the tiles are links', async () => {
    const api = createMockApi();
    api.system.stats.mockResolvedValue(stats);
    renderAdmin(<DashboardPage />, { api, route: '/admin/dashboard' });
    const slips = await screen.findByRole('link', { name: 'Bank slips to verify' });
    expect(slips).toHaveAttribute('href', '/admin/orders?paymentStatus=awaiting-verification');
    expect(slips.closest('li')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Paid or cash orders to ship' })).toHaveAttribute(
      'href',
      '/admin/orders?status=Pending',
    );
    expect(screen.queryByRole('link', { name: 'Reviews to approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Total users/ })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    const revenue = screen.getByRole('link', { name: /Revenue/ });
    expect(revenue).toHaveAttribute('href', '/admin/orders?paymentStatus=paid');
    expect(revenue).toHaveTextContent('Paid orders; cash on delivery once Delivered');
  });

  it('says so when nothing waits', async () => {
    const api = createMockApi();
    api.system.stats.mockResolvedValue({
      ...stats,
      todo: { slipsToVerify: 0, ordersToShip: 0, reviewsToApprove: 0, requestsToAnswer: 0 },
    });
    renderAdmin(<DashboardPage />, { api, route: '/admin/dashboard' });
    expect(await screen.findByText('Nothing is waiting for you.')).toBeInTheDocument();
  });

  it('shows the three counts, revenue, orders by status and low stock', async () => {
    const api = createMockApi();
    api.system.stats.mockResolvedValue(stats);
    renderAdmin(<DashboardPage />, { api, route: '/admin/dashboard' });
    expect(screen.getByRole('status', { name: 'Loading the dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('1,284')).toBeInTheDocument();
    expect(screen.getByText('Total users')).toBeInTheDocument();
    expect(screen.getByText('Total orders')).toBeInTheDocument();
    expect(screen.getByText('342')).toBeInTheDocument();
    expect(screen.getByText('Total products')).toBeInTheDocument();
    expect(screen.getByText('57')).toBeInTheDocument();
    expect(screen.getByText('LKR 1,234,567.50')).toBeInTheDocument();
    const byStatus = screen.getByRole('table', { name: 'Orders by status' });
    const delivered = within(byStatus).getByText('Delivered').closest('tr') as HTMLElement;
    expect(within(delivered).getByText('310')).toBeInTheDocument();
    const low = screen.getByRole('table', { name: 'Low stock products' });
    expect(within(low).getByText('Sold Out Print')).toBeInTheDocument();
    expect(within(low).getByText('WA-011')).toBeInTheDocument();
    expect(screen.getByText('Sales, last 30 days')).toBeInTheDocument();
    const thirtyDays = stats.salesByDay.reduce((sum, d) => sum + d.revenue, 0);
    expect(screen.getByText(`LKR ${thirtyDays.toLocaleString('en-US')}.00`)).toBeInTheDocument();
    expect(api.system.stats).toHaveBeenCalledTimes(1);
  });

  it('says so when every product is well stocked', async () => {
    const api = createMockApi();
    api.system.stats.mockResolvedValue({ ...stats, lowStock: [] });
    renderAdmin(<DashboardPage />, { api, route: '/admin/dashboard' });
    expect(await screen.findByText('Every product has more than 5 in stock.')).toBeInTheDocument();
  });

  it('says when the figures cannot be loaded', async () => {
    const api = createMockApi();
    api.system.stats.mockRejectedValue(new ApiError(500, 'boom'));
    renderAdmin(<DashboardPage />, { api, route: '/admin/dashboard' });
    expect(await screen.findByText('The dashboard could not be loaded')).toBeInTheDocument();
  });
});
