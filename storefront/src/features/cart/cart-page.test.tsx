import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem, ProductSize } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { readCart } from '../../lib/cart-store';
import { aProduct } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { CartPage } from './cart-page';

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  productId: 'WA-LR-001',
  name: 'Misty Ella Ridge at Dawn',
  altNames: [],
  price: 18500,
  labeledPrice: 22000,
  image: '/uploads/misty.jpg',
  selectedSize: '12x18 in',
  quantity: 1,
  ...overrides,
});

const store = (items: CartItem[]) => localStorage.setItem('cart', JSON.stringify(items));

describe('cart', () => {
  it('says "Your cart is empty" with no lines', () => {
    renderScreen(<CartPage />, { route: '/cart' });
    expect(screen.getByText('Your cart is empty')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('lists the stored lines with the subtotal at sale prices, "You save" and the total', () => {
    store([
      line({ quantity: 2 }),
      line({ productId: 'WA-KI-001', name: 'Spice Market', price: 11500, labeledPrice: 14000 }),
    ]);
    renderScreen(<CartPage />, { route: '/cart' });
    const items = within(screen.getByRole('list', { name: 'Cart items' }));
    expect(items.getAllByRole('listitem')).toHaveLength(2);
    const figure = (label: string) =>
      screen.getByText(label, { exact: true }).nextElementSibling?.textContent;
    expect(figure('Subtotal')).toBe('LKR 48,500.00'); // 2 × 18,500 + 11,500
    expect(figure('You save')).toBe('LKR 9,500.00'); // Σ labeled − Σ price
    expect(figure('Total')).toBe('LKR 48,500.00');
    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
  });

  it('disables minus at quantity 1 and changes the quantity with plus and minus', async () => {
    store([line()]);
    const { user } = renderScreen(<CartPage />, { route: '/cart' });
    const minus = screen.getByRole('button', {
      name: 'Decrease quantity of Misty Ella Ridge at Dawn',
    });
    expect(minus).toBeDisabled();
    await user.click(
      screen.getByRole('button', { name: 'Increase quantity of Misty Ella Ridge at Dawn' }),
    );
    expect(readCart()[0]?.quantity).toBe(2);
    expect(minus).toBeEnabled();
    await user.click(minus);
    expect(readCart()[0]?.quantity).toBe(1);
  });

  it('shows a quoted artwork with its own picture, quantity 1 fixed, and no catalogue link', () => {
    store([line({ productId: 'CUSTOM-7F3K2', name: 'Custom artwork', image: '', price: 45000 })]);
    renderScreen(<CartPage />, { route: '/cart' });
    const quoted = within(screen.getByRole('listitem'));
    expect(
      quoted.getByText('Quantity 1: your custom artwork is made once, as quoted.'),
    ).toBeVisible();
    expect(quoted.queryByRole('button', { name: /quantity/i })).toBeNull();
    expect(quoted.queryByRole('link')).toBeNull();
    expect(quoted.getByText('Custom artwork')).toBeVisible();
    // A brush stands in for the picture the artist has not made yet.
    expect(screen.getByRole('listitem').querySelector('.tabler-icon-brush')).not.toBeNull();
    expect(quoted.getByRole('button', { name: 'Remove Custom artwork' })).toBeEnabled();
  });

  it('removes every line of a product and says "{name} removed from cart"', async () => {
    store([
      line(),
      line({ selectedSize: '24x36 in' }),
      line({ productId: 'WA-KI-001', name: 'Spice Market' }),
    ]);
    const { user } = renderScreen(<CartPage />, { route: '/cart' });
    await user.click(
      screen.getAllByRole('button', { name: 'Remove Misty Ella Ridge at Dawn' })[0]!,
    );
    expect(await screen.findByText('Misty Ella Ridge at Dawn removed from cart')).toBeVisible();
    expect(readCart().map((l) => l.productId)).toEqual(['WA-KI-001']);
  });

  it('says "Failed to remove item" when the browser refuses to save', async () => {
    store([line()]);
    const { user } = renderScreen(<CartPage />, { route: '/cart' });
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    try {
      await user.click(screen.getByRole('button', { name: 'Remove Misty Ella Ridge at Dawn' }));
      expect(await screen.findByText('Failed to remove item')).toBeVisible();
      await user.click(
        screen.getByRole('button', { name: 'Increase quantity of Misty Ella Ridge at Dawn' }),
      );
      expect(await screen.findByText('Failed to update quantity')).toBeVisible();
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });

  it('goes to /checkout with the items when signed in', async () => {
    localStorage.setItem('token', 'jwt');
    store([line()]);
    const { user } = renderScreen(<CartPage />, { route: '/cart' });
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('offers a signed-out shopper sign-in or "Continue as guest" (PRODUCT §11)', async () => {
    store([line()]);
    const { user } = renderScreen(<CartPage />, { route: '/cart' });
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    const choice = within(screen.getByRole('group', { name: 'How to check out' }));
    expect(choice.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login'),
    );
    await user.click(choice.getByRole('button', { name: 'Continue as guest' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  describe('checked against the server', () => {
    const size = (label: string, price: number, stock: number): ProductSize => ({
      size: label,
      price,
      labeledPrice: 22000,
      stock,
      width: 12,
      height: 18,
      unit: 'in',
    });
    const figure = (label: string) =>
      screen.getByText(label, { exact: true }).nextElementSibling?.textContent;

    it("shows a changed price on the line and totals at the server's price", async () => {
      vi.spyOn(api.product, 'get').mockResolvedValue(
        aProduct({ sizes: [size('12x18 in', 19500, 5)] }),
      );
      store([line({ quantity: 2 })]);
      renderScreen(<CartPage />, { route: '/cart' });
      expect(
        await screen.findByText('Price changed: was LKR 18,500.00, now LKR 19,500.00'),
      ).toBeVisible();
      expect(figure('Total')).toBe('LKR 39,000.00');
      expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    });

    it('marks a sold-out size and holds the checkout until that line is removed', async () => {
      vi.spyOn(api.product, 'get').mockResolvedValue(
        aProduct({ sizes: [size('12x18 in', 18500, 0), size('24x36 in', 18500, 3)] }),
      );
      store([line(), line({ selectedSize: '24x36 in' })]);
      const { user } = renderScreen(<CartPage />, { route: '/cart' });
      expect(await screen.findByText('12x18 in is sold out: remove it to continue')).toBeVisible();
      const proceed = screen.getByRole('button', { name: 'Proceed to Checkout' });
      expect(proceed).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Remove 12x18 in' }));
      expect(readCart().map((l) => l.selectedSize)).toEqual(['24x36 in']);
      expect(proceed).toBeEnabled();
    });

    it('asks each print once, however many sizes of it are in the cart', async () => {
      const get = vi
        .spyOn(api.product, 'get')
        .mockResolvedValue(
          aProduct({ sizes: [size('12x18 in', 18500, 5), size('24x36 in', 18500, 5)] }),
        );
      store([line(), line({ selectedSize: '24x36 in' })]);
      renderScreen(<CartPage />, { route: '/cart' });
      await screen.findAllByRole('listitem');
      await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(1));
      expect(get).toHaveBeenCalledWith('WA-LR-001', 'en');
    });
  });
});
