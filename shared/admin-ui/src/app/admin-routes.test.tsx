import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@wallart/domain';
import { aPage, aUser } from '../test/fixtures';
import { createMockApi } from '../test/mock-api';
import { renderAdmin } from '../test/render';
import { AdminRoutes } from './admin-routes';

function setup(route: string) {
  const api = createMockApi();
  api.user.current.mockResolvedValue(aUser({ role: 'admin' }));
  api.system.stats.mockResolvedValue({
    totalUsers: 1,
    totalOrders: 0,
    totalProducts: 0,
    revenue: 0,
    todo: { slipsToVerify: 0, ordersToShip: 0, reviewsToApprove: 0, requestsToAnswer: 0 },
    ordersByStatus: { Pending: 0, Processing: 0, Shipped: 0, Delivered: 0, Cancelled: 0 },
    lowStock: [],
    salesByDay: [],
  });
  api.product.list.mockResolvedValue(aPage([]));
  api.user.listAll.mockResolvedValue([]);
  api.order.list.mockResolvedValue(aPage([]));
  api.inbox.list.mockResolvedValue([]);
  api.review.list.mockResolvedValue(aPage([]));
  api.system.audit.mockResolvedValue(aPage([]));
  api.system.settings.mockResolvedValue(DEFAULT_SHOP_SETTINGS);
  api.mailPreview.list.mockResolvedValue([]);
  api.discount.list.mockResolvedValue([]);
  api.returns.list.mockResolvedValue([]);
  return renderAdmin(<AdminRoutes />, { api, route, path: '/admin/*' });
}

describe('AdminRoutes', () => {
  it('has a sidebar with the twelve sections', async () => {
    setup('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Dashboard',
      'Users',
      'Products',
      'Orders',
      'Returns',
      'Discounts',
      'Inbox',
      'Reviews',
      'Audit log',
      'Content',
      'Mail previews',
      'Settings',
    ]);
  });

  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/users', 'Users'],
    ['/admin/products', 'Product Management'],
    ['/admin/addproducts', 'Add product'],
    ['/admin/orders', 'Orders'],
    ['/admin/returns', 'Returns'],
    ['/admin/discounts', 'Discounts'],
    ['/admin/inbox', 'Inbox'],
    ['/admin/reviews', 'Reviews'],
    ['/admin/audit', 'Audit log'],
    ['/admin/mail-previews', 'Mail previews'],
    ['/admin/settings', 'Settings'],
  ])('%s shows %s', async (route, heading) => {
    setup(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('moves between sections from the sidebar and marks the current one', async () => {
    const { user: u, location } = setup('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    await u.click(within(nav).getByRole('link', { name: 'Orders' }));
    expect(location()).toBe('/admin/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'data-active',
      'true',
    );
  });

  it('signs out: forgets the token and goes to login', async () => {
    const { user: u, host } = setup('/admin');
    await u.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(host.goToLogin).toHaveBeenCalled());
    expect(host.clearToken).toHaveBeenCalled();
  });
});
