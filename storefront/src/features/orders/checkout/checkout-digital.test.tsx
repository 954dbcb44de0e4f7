import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { anOrder, aShopConfig } from '@wallart/admin-ui/testing/fixtures';
import { enter, line, open, size, stubShop } from './test/checkout-shop';

const TIER = '4000x6000 px';
const digitalLine = line({ selectedSize: TIER, quantity: 1, price: 4500, digital: true });
const tier = size({ size: TIER, price: 4500, stock: null, width: 4000, height: 6000, unit: 'px' });

describe('checking out digital artwork', () => {
  it('skips shipping, offers no cash on delivery and places the order without a method', async () => {
    localStorage.setItem('token', 'jwt');
    stubShop({
      sizes: [tier],
      config: aShopConfig({ paymentMethods: ['cod', 'bank-transfer', 'card'] }),
    });
    const place = vi
      .spyOn(api.order, 'place')
      .mockResolvedValue({ message: 'Order placed', order: anOrder() });
    const { user } = open({ items: [digitalLine] });
    await enter(user, 'Name', 'Nimali Perera');
    await enter(user, 'Address', '12 Temple Road, Kandy');
    await enter(user, 'Phone', '0771234567');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(screen.queryByRole('region', { name: 'Shipping' })).not.toBeInTheDocument();
    const payment = within(await screen.findByRole('region', { name: 'Payment' }));
    expect(await payment.findByRole('radio', { name: /Bank transfer/ })).toBeInTheDocument();
    expect(payment.getByRole('radio', { name: /Card/ })).toBeInTheDocument();
    expect(payment.queryByRole('radio', { name: /Cash on delivery/ })).not.toBeInTheDocument();
    await user.click(payment.getByRole('radio', { name: /Bank transfer/ }));
    await user.click(payment.getByRole('button', { name: 'Continue to review' }));

    expect(
      await screen.findByText(/Instant download after payment, nothing to ship/),
    ).toBeVisible();
    const button = screen.getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(place).toHaveBeenCalled());
    expect(place.mock.calls[0]?.[0]).not.toHaveProperty('shippingMethod');
    expect(place.mock.calls[0]?.[0]).toMatchObject({
      billItems: [{ productId: 'WA-LR-001', quantity: 1, size: TIER }],
      paymentMethod: 'bank-transfer',
    });
  });
});
