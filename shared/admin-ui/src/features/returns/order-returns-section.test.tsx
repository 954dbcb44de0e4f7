import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { OrderReturnsSection } from './order-returns-section';

describe('OrderReturnsSection', () => {
  it("shows the order's returns and the refund made", async () => {
    const api = createMockApi();
    api.returns.forOrder.mockResolvedValue([
      {
        _id: '4',
        orderID: 'WA-1',
        status: 'refunded',
        reason: 'wrong-item',
        note: null,
        staffNote: null,
        photos: 0,
        lines: [{ productId: 'WA-LR-001', size: 'A3', quantity: 1, restocked: 1 }],
        refund: {
          amount: 4500,
          method: 'card',
          reference: 'PH-99',
          at: '2026-12-01T10:00:00.000Z',
        },
        createdAt: '2026-12-01T09:00:00.000Z',
        updatedAt: '2026-12-01T10:00:00.000Z',
      },
    ]);
    renderAdmin(<OrderReturnsSection orderID="WA-1" />, { api });
    const region = await screen.findByRole('region', { name: 'Returns and refunds' });
    expect(within(region).getByText('Refunded')).toBeInTheDocument();
    expect(within(region).getByText(/Return 4: 1 × WA-LR-001 \(A3\)/)).toBeInTheDocument();
    expect(within(region).getByText(/\(PH-99\)/)).toBeInTheDocument();
    expect(api.returns.forOrder).toHaveBeenCalledWith('WA-1');
  });

  it('shows nothing for an order without returns', async () => {
    const api = createMockApi();
    api.returns.forOrder.mockResolvedValue([]);
    const { container } = renderAdmin(<OrderReturnsSection orderID="WA-2" />, { api });
    await Promise.resolve();
    expect(within(container).queryByRole('region')).not.toBeInTheDocument();
  });
});
