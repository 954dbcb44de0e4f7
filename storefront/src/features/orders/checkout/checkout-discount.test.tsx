import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import { api } from '../../../lib/api';
import { readCart } from '../../../lib/cart-store';
import { anOrder } from '@wallart/admin-ui/testing/fixtures';
import { line, days, stubShop, open, goToReview, figure } from './test/checkout-shop';

describe('checkout with a discount code', () => {
  /** The server's check: WELCOME10 takes 10% off and keeps standard at LKR 450. */
  function stubCheck() {
    return vi.spyOn(api.discount, 'check').mockImplementation(async (input) => {
      if (input.code !== 'WELCOME10') throw new ApiError(400, 'expired', [], 'invalid');
      return {
        code: 'WELCOME10',
        discount: 3_700,
        subtotal: 37_000,
        methods: [
          { method: 'standard', label: 'Standard delivery', fee: 450, days: days(3, 7) },
          { method: 'express', label: 'Express delivery', fee: 1200, days: days(1, 3) },
        ],
      };
    });
  }

  it("applies a code in the review step: the server's answer inline, the total less it, and the code sent with the order", async () => {
    localStorage.setItem('token', 'jwt');
    stubShop();
    const check = stubCheck();
    const place = vi
      .spyOn(api.order, 'place')
      .mockResolvedValue({ message: 'Order placed', order: anOrder() });
    const { user } = open({ items: [line()] });
    await goToReview(user);
    const review = screen.getByRole('region', { name: 'Review' });
    await user.type(within(review).getByRole('textbox', { name: 'Discount code' }), 'welcome10');
    await user.click(within(review).getByRole('button', { name: 'Apply' }));
    expect(await within(review).findByText('WELCOME10 applied: LKR 3,700.00 off')).toBeVisible();
    expect(check).toHaveBeenLastCalledWith({
      code: 'WELCOME10',
      country: 'LK',
      billItems: [{ productId: 'WA-LR-001', quantity: 2, size: '18x24 in' }],
    });
    expect(figure(review, 'Discount (WELCOME10)')).toBe('- LKR 3,700.00');
    expect(figure(review, 'Total')).toBe('LKR 33,750.00'); // 37,000 − 3,700 + 450
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(place).toHaveBeenCalledWith(expect.objectContaining({ discountCode: 'WELCOME10' })),
    );
  });

  it('shows the plain reason when a code does not apply, and orders without it', async () => {
    localStorage.setItem('token', 'jwt');
    stubShop();
    stubCheck();
    const place = vi
      .spyOn(api.order, 'place')
      .mockResolvedValue({ message: 'Order placed', order: anOrder() });
    const { user } = open({ items: [line()] });
    await goToReview(user);
    const review = screen.getByRole('region', { name: 'Review' });
    await user.type(within(review).getByRole('textbox', { name: 'Discount code' }), 'OLDSALE');
    await user.click(within(review).getByRole('button', { name: 'Apply' }));
    expect(await within(review).findByText('This code has expired.')).toBeVisible();
    expect(figure(review, 'Total')).toBe('LKR 37,450.00');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(place).toHaveBeenCalled());
    expect(place.mock.calls[0]?.[0]).not.toHaveProperty('discountCode');
  });

  it('says why when the order is refused for its code, placing nothing', async () => {
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('cart', JSON.stringify([line()]));
    stubShop();
    const check = stubCheck();
    vi.spyOn(api.order, 'place').mockRejectedValue(
      new ApiError(409, 'already used', [], 'discount_refused'),
    );
    const { user } = open();
    await goToReview(user);
    const review = screen.getByRole('region', { name: 'Review' });
    await user.type(within(review).getByRole('textbox', { name: 'Discount code' }), 'WELCOME10');
    await user.click(within(review).getByRole('button', { name: 'Apply' }));
    await within(review).findByText('WELCOME10 applied: LKR 3,700.00 off');
    check.mockRejectedValue(new ApiError(400, 'already used', [], 'invalid'));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findByText('Your order was not placed. This code has already been used.'),
    ).toBeVisible();
    expect(await within(review).findByText('This code has already been used.')).toBeVisible();
    expect(readCart()).toHaveLength(1);
  });
});
