import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@wallart/domain/rules';
import { readCart } from '../../lib/cart-store';
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

  it('lists the stored lines with the discount figure and the total', () => {
    store([
      line({ quantity: 2 }),
      line({ productId: 'WA-KI-001', name: 'Spice Market', price: 11500, labeledPrice: 14000 }),
    ]);
    renderScreen(<CartPage />, { route: '/cart' });
    const items = within(screen.getByRole('list', { name: 'Cart items' }));
    expect(items.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('LKR 58,000.00')).toBeVisible(); // 2 × 22,000 + 14,000
    expect(screen.getByText('- LKR 9,500.00')).toBeVisible(); // Σ labeled − Σ price
    expect(screen.getByText('LKR 48,500.00')).toBeVisible();
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

  it('goes to /checkout with the items', async () => {
    store([line()]);
    const { user } = renderScreen(<CartPage />, { route: '/cart' });
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });
});
