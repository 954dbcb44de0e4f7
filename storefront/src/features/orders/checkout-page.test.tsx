import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { readCart } from '../../lib/cart-store';
import { anOrder, networkError, serverError } from '../../test/fixtures';
import { renderScreen } from '../../test/render';
import { CheckoutPage } from './checkout-page';

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  productId: 'WA-LR-001',
  name: 'Misty Ella Ridge at Dawn',
  altNames: [],
  price: 18500,
  labeledPrice: 22000,
  image: '',
  selectedSize: '18x24 in',
  quantity: 2,
  ...overrides,
});

const open = (state?: unknown) => renderScreen(<CheckoutPage />, { route: '/checkout', state });

async function fillDetails(user: ReturnType<typeof open>['user'], phone = '0771234567') {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nimali Perera');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '12 Temple Road, Kandy');
  if (phone) await user.type(screen.getByRole('textbox', { name: 'Phone' }), phone);
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
}

describe('checkout', () => {
  it('sends an empty checkout to /products', () => {
    open();
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('takes the items handed over by the cart, else the stored cart', () => {
    localStorage.setItem('cart', JSON.stringify([line({ name: 'Stored print' })]));
    open({ items: [line({ name: 'Handed over print' })] });
    expect(screen.getByText('Handed over print')).toBeVisible();
    expect(screen.queryByText('Stored print')).not.toBeInTheDocument();
  });

  it('says "Please fill all details" and sends nothing when a field is blank', async () => {
    const place = vi.spyOn(api.order, 'place');
    const { user } = open({ items: [line()] });
    await fillDetails(user, '');
    expect(await screen.findByText('Please fill all details')).toBeVisible();
    expect(place).not.toHaveBeenCalled();
  });

  it('keeps quantities at 1 or more', async () => {
    const { user } = open({ items: [line({ quantity: 2 })] });
    const minus = screen.getByRole('button', {
      name: 'Decrease quantity of Misty Ella Ridge at Dawn',
    });
    await user.click(minus);
    expect(minus).toBeDisabled();
  });

  it('places the order with productId, quantity and size, empties the cart and goes home', async () => {
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('cart', JSON.stringify([line()]));
    const place = vi
      .spyOn(api.order, 'place')
      .mockResolvedValue({ message: 'Order placed', order: anOrder() });
    const { user } = open();
    await fillDetails(user);
    expect(await screen.findByText('Order placed successfully')).toBeVisible();
    expect(place).toHaveBeenCalledWith({
      name: 'Nimali Perera',
      address: '12 Temple Road, Kandy',
      phoneNumber: '0771234567',
      billItems: [{ productId: 'WA-LR-001', quantity: 2, size: '18x24 in' }],
    });
    expect(readCart()).toEqual([]);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows and orders the first size for a stored size the shop does not offer', async () => {
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('cart', JSON.stringify([line({ selectedSize: '30x40 in' })]));
    const place = vi
      .spyOn(api.order, 'place')
      .mockResolvedValue({ message: 'Order placed', order: anOrder() });
    const { user } = open();
    expect(screen.getByText('12x18 in · LKR 18,500.00')).toBeVisible();
    expect(screen.queryByText(/30x40 in/)).not.toBeInTheDocument();
    await fillDetails(user);
    expect(await screen.findByText('Order placed successfully')).toBeVisible();
    expect(place).toHaveBeenCalledWith(
      expect.objectContaining({
        billItems: [{ productId: 'WA-LR-001', quantity: 2, size: '12x18 in' }],
      }),
    );
  });

  it("shows the server's message, such as a stock conflict", async () => {
    vi.spyOn(api.order, 'place').mockRejectedValue(
      serverError(409, 'Not enough stock for Misty Ella Ridge at Dawn'),
    );
    const { user } = open({ items: [line()] });
    await fillDetails(user);
    expect(await screen.findByText('Not enough stock for Misty Ella Ridge at Dawn')).toBeVisible();
  });

  it('says "Order place failed" when the server cannot be reached', async () => {
    vi.spyOn(api.order, 'place').mockRejectedValue(networkError());
    const { user } = open({ items: [line()] });
    await fillDetails(user);
    expect(await screen.findByText('Order place failed')).toBeVisible();
  });

  it('asks a visitor without a token to sign in', () => {
    open({ items: [line()] });
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login');
  });
});
