import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@wallart/domain/api-client';
import { aUser } from '../test/fixtures';
import { createMockApi } from '../test/mock-api';
import { createFakeHost } from '../test/render';
import { AdminApp } from './admin-app';

const StartAtRoot = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
);

describe('AdminApp', () => {
  it('is a whole app: any path opens the guarded dashboard', async () => {
    const api = createMockApi();
    api.user.current.mockResolvedValue(aUser({ role: 'admin' }));
    api.system.stats.mockResolvedValue({
      totalUsers: 3,
      totalOrders: 0,
      totalProducts: 0,
      revenue: 0,
      todo: { slipsToVerify: 0, ordersToShip: 0, reviewsToApprove: 0, requestsToAnswer: 0 },
      ordersByStatus: { Pending: 0, Processing: 0, Shipped: 0, Delivered: 0, Cancelled: 0 },
      lowStock: [],
      salesByDay: [],
    });
    // The mock has the real client's shape.
    render(
      <AdminApp host={createFakeHost()} api={api as unknown as ApiClient} Router={StartAtRoot} />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Total users')).toBeInTheDocument();
  });

  it('sends a visitor without a token to the host login', async () => {
    const host = createFakeHost(null);
    render(
      <AdminApp host={host} api={createMockApi() as unknown as ApiClient} Router={StartAtRoot} />,
    );
    expect(await screen.findByText('You are not logged in')).toBeInTheDocument();
    expect(host.goToLogin).toHaveBeenCalled();
  });
});
