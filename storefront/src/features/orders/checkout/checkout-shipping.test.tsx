import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { anOrder } from '@wallart/admin-ui/testing/fixtures';
import { line, stubShop, open, fillAddress, chooseCountry, figure } from './test/checkout-shop';

describe('shipping and payment at checkout', () => {
  it('shows the fee and delivery days of each method and totals subtotal + the quoted fee', async () => {
    stubShop();
    const { user } = open({ items: [line()] });
    await fillAddress(user);
    const shipping = within(screen.getByRole('region', { name: 'Shipping' }));
    const standard = await shipping.findByRole('radio', { name: 'Standard delivery — LKR 450.00' });
    expect(standard).toHaveAttribute('aria-checked', 'true');
    expect(shipping.getByText('3–7 business days')).toBeVisible();
    await user.click(shipping.getByRole('radio', { name: 'Express delivery — LKR 1,200.00' }));
    expect(shipping.getByText('1–3 business days')).toBeVisible();
    await user.click(shipping.getByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to review' }));
    const review = screen.getByRole('region', { name: 'Review' });
    expect(figure(review, 'Shipping')).toBe('LKR 1,200.00');
    expect(figure(review, 'Total')).toBe('LKR 38,200.00'); // 2 × 18,500 + 1,200
  });

  it('re-quotes when the country changes, and offers no cash on delivery abroad', async () => {
    const quote = stubShop();
    const place = vi.spyOn(api.order, 'place').mockResolvedValue({
      message: 'Order placed',
      order: anOrder({ paymentMethod: 'bank-transfer' }),
    });
    const { user } = open({ items: [line()] });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Anna Schmidt');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Hauptstr. 1, Berlin');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+49301234567');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@example.test');
    await chooseCountry(user, 'Germany');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    const shipping = within(screen.getByRole('region', { name: 'Shipping' }));
    expect(
      await shipping.findByRole('radio', {
        name: 'International shipping (Europe) — LKR 9,500.00',
      }),
    ).toHaveAttribute('aria-checked', 'true');
    expect(shipping.queryByRole('radio', { name: /Standard delivery/ })).not.toBeInTheDocument();
    expect(quote).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'DE' }));
    await user.click(shipping.getByRole('button', { name: 'Continue to payment' }));
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(await payment.findByRole('radio', { name: /Bank transfer/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(payment.queryByRole('radio', { name: /Cash on delivery/ })).not.toBeInTheDocument();
    await user.click(payment.getByRole('button', { name: 'Continue to review' }));
    const review = screen.getByRole('region', { name: 'Review' });
    expect(figure(review, 'Total')).toBe('LKR 46,500.00'); // 37,000 + 9,500
    const button = within(review).getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() =>
      expect(place).toHaveBeenCalledWith(
        expect.objectContaining({
          country: 'DE',
          shippingMethod: 'international',
          paymentMethod: 'bank-transfer',
        }),
      ),
    );
  });

  it('offers card only when the shop takes cards', async () => {
    stubShop();
    const { user } = open({ items: [line()] });
    await fillAddress(user);
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(await payment.findByRole('radio', { name: /Cash on delivery/ })).toBeVisible();
    expect(payment.getByRole('radio', { name: /Bank transfer/ })).toBeVisible();
    expect(payment.queryByRole('radio', { name: /Card/ })).not.toBeInTheDocument();
  });
});
