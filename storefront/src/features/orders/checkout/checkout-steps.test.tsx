import { screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { anOrder } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../../test/render';
import { CheckoutPage } from './checkout-page';
import { fillAddress, goToReview, line, stubShop } from './test/checkout-shop';

/** The address bar as the shopper sees it, and the browser's back button. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address-bar">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

const cartState = { items: [line()] };

function openAt(route: string) {
  return renderScreen(
    <>
      <CheckoutPage />
      <Browser />
    </>,
    { route, path: '/checkout', state: cartState },
  );
}

const addressBar = () => screen.getByTestId('address-bar').textContent;
const openStep = () =>
  screen.getAllByRole('region').find((region) => region.getAttribute('aria-current') === 'step');

describe('the checkout step in the address bar', () => {
  it('names each step as the shopper reaches it, and the back button goes one step back', async () => {
    stubShop();
    const { user } = openAt('/checkout');
    expect(addressBar()).toBe('/checkout');
    await fillAddress(user);
    await waitFor(() => expect(addressBar()).toBe('/checkout?step=shipping'));
    expect(openStep()).toHaveAccessibleName('Shipping');
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(addressBar()).toBe('/checkout?step=payment'));
    expect(openStep()).toHaveAccessibleName('Payment');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(addressBar()).toBe('/checkout?step=shipping'));
    expect(openStep()).toHaveAccessibleName('Shipping');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(addressBar()).toBe('/checkout'));
    expect(openStep()).toHaveAccessibleName('Address');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Nimali Perera');
  });

  it('opens the same step after a reload, with the details given before, and places the order', async () => {
    localStorage.setItem('token', 'jwt');
    stubShop();
    const place = vi
      .spyOn(api.order, 'place')
      .mockResolvedValue({ message: 'Order placed', order: anOrder() });
    const first = openAt('/checkout');
    await goToReview(first.user, { shipping: /Express delivery/ });
    await waitFor(() => expect(addressBar()).toBe('/checkout?step=review'));
    first.unmount();

    const { user } = openAt('/checkout?step=review');
    expect(openStep()).toHaveAccessibleName('Review');
    const address = screen.getByRole('region', { name: 'Address' });
    expect(within(address).getByText(/Nimali Perera/)).toBeVisible();
    const button = screen.getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() =>
      expect(place).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Nimali Perera',
          address: '12 Temple Road, Kandy',
          shippingMethod: 'express',
          paymentMethod: 'cod',
        }),
      ),
    );
  });

  it('refuses a later step before the earlier ones are done, opening the first one left to do', async () => {
    stubShop();
    const fresh = openAt('/checkout?step=review');
    await waitFor(() => expect(addressBar()).toBe('/checkout'));
    expect(openStep()).toHaveAccessibleName('Address');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();

    await fillAddress(fresh.user);
    await waitFor(() => expect(addressBar()).toBe('/checkout?step=shipping'));
    fresh.unmount();
    openAt('/checkout?step=payment');
    await waitFor(() => expect(addressBar()).toBe('/checkout?step=shipping'));
    expect(openStep()).toHaveAccessibleName('Shipping');
  });
});
