import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { readCart } from '../../../lib/cart-store';
import {
  anOrder,
  aShopConfig,
  networkError,
  serverError,
} from '@wallart/admin-ui/testing/fixtures';
import { LanguageProvider, standaloneLanguage } from '../../../i18n/i18n';
import { renderScreen } from '../../../test/render';
import { CheckoutPage } from './checkout-page';
import { line, stubShop, open, placeOrder } from './test/checkout-shop';

describe('placing an order at checkout', () => {
  it('places a home order by cash on delivery with standard shipping, empties the cart and goes home', async () => {
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('cart', JSON.stringify([line()]));
    stubShop();
    const place = vi
      .spyOn(api.order, 'place')
      .mockResolvedValue({ message: 'Order placed', order: anOrder() });
    const { user } = open();
    await placeOrder(user);
    expect(await screen.findByText('Order placed successfully')).toBeVisible();
    expect(place).toHaveBeenCalledWith({
      name: 'Nimali Perera',
      address: '12 Temple Road, Kandy',
      phoneNumber: '0771234567',
      billItems: [{ productId: 'WA-LR-001', quantity: 2, size: '18x24 in' }],
      country: 'LK',
      shippingMethod: 'standard',
      paymentMethod: 'cod',
      lang: 'en',
    });
    expect(readCart()).toEqual([]);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("places the order in the page's language, so its mails and documents come in it", async () => {
    localStorage.setItem('token', 'jwt');
    stubShop();
    const place = vi
      .spyOn(api.order, 'place')
      .mockResolvedValue({ message: 'Order placed', order: anOrder() });
    // The page's texts are the English ones the test setup holds; only its language is Tamil.
    const { user } = renderScreen(
      <LanguageProvider page={{ ...standaloneLanguage, lang: 'ta' }}>
        <CheckoutPage />
      </LanguageProvider>,
      { route: '/checkout', state: { items: [line()] } },
    );
    await placeOrder(user);
    await waitFor(() =>
      expect(place).toHaveBeenCalledWith(expect.objectContaining({ lang: 'ta' })),
    );
  });

  it('sends a bank-transfer order to that order in My Orders', async () => {
    localStorage.setItem('token', 'jwt');
    stubShop();
    vi.spyOn(api.order, 'place').mockResolvedValue({
      message: 'Order placed',
      order: anOrder({ orderID: 'WA-BANK0001', paymentMethod: 'bank-transfer' }),
    });
    const { user } = open({ items: [line()] });
    await placeOrder(user, { payment: /Bank transfer/ });
    expect(await screen.findByText('Order placed successfully')).toBeVisible();
    expect(await screen.findByTestId('location')).toHaveTextContent('/orders?order=WA-BANK0001');
  });

  it('sends a card order to the gateway by posting the signed form', async () => {
    localStorage.setItem('token', 'jwt');
    stubShop({ config: aShopConfig({ paymentMethods: ['cod', 'bank-transfer', 'card'] }) });
    const place = vi.spyOn(api.order, 'place').mockResolvedValue({
      message: 'Order placed',
      order: anOrder({ orderID: 'WA-CARD0001', paymentMethod: 'card' }),
    });
    const checkout = vi.spyOn(api.payment, 'cardCheckout').mockResolvedValue({
      action: 'https://sandbox.payhere.lk/pay/checkout',
      fields: { merchant_id: '1211149', order_id: 'WA-CARD0001', amount: '37450.00' },
    });
    const posted: { action: string; fields: Record<string, string> }[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      const fields = Object.fromEntries(
        [...this.querySelectorAll('input')].map((input) => [input.name, input.value]),
      );
      posted.push({ action: this.action, fields });
    });
    const { user } = open({ items: [line()] });
    await placeOrder(user, { payment: /Card/ });
    expect(await screen.findByText('Order placed successfully')).toBeVisible();
    expect(place).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 'card' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(checkout).toHaveBeenCalledWith('WA-CARD0001');
    expect(posted[0]).toEqual({
      action: 'https://sandbox.payhere.lk/pay/checkout',
      fields: { merchant_id: '1211149', order_id: 'WA-CARD0001', amount: '37450.00' },
    });
  });

  it("shows the server's message, such as a stock conflict", async () => {
    stubShop();
    vi.spyOn(api.order, 'place').mockRejectedValue(
      serverError(409, 'Not enough stock for Misty Ella Ridge at Dawn'),
    );
    const { user } = open({ items: [line()] });
    await placeOrder(user);
    expect(await screen.findByText('Not enough stock for Misty Ella Ridge at Dawn')).toBeVisible();
  });

  it('says "Order place failed" when the server cannot be reached', async () => {
    stubShop();
    vi.spyOn(api.order, 'place').mockRejectedValue(networkError());
    const { user } = open({ items: [line()] });
    await placeOrder(user);
    expect(await screen.findByText('Order place failed')).toBeVisible();
  });
});
