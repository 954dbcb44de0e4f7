import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { readCart } from '../../../lib/cart-store';
import { line, size, stubShop, open, fillAddress, goToReview, figure } from './test/checkout-shop';

describe('checkout', () => {
  it('sends an empty checkout to /products', () => {
    open();
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('takes the items handed over by the cart, else the stored cart', () => {
    stubShop();
    localStorage.setItem('cart', JSON.stringify([line({ name: 'Stored print' })]));
    open({ items: [line({ name: 'Handed over print' })] });
    expect(screen.getByText('Handed over print')).toBeVisible();
    expect(screen.queryByText('Stored print')).not.toBeInTheDocument();
  });

  it('says "Please fill all details" and goes no further when a field is blank', async () => {
    stubShop();
    const place = vi.spyOn(api.order, 'place');
    const { user } = open({ items: [line()] });
    await fillAddress(user, '');
    expect(await screen.findByText('Please fill all details')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Address' })).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
    expect(place).not.toHaveBeenCalled();
  });

  it('keeps quantities at 1 or more', async () => {
    stubShop();
    const { user } = open({ items: [line({ quantity: 2 })] });
    const minus = screen.getByRole('button', {
      name: 'Decrease quantity of Misty Ella Ridge at Dawn',
    });
    await user.click(minus);
    expect(minus).toBeDisabled();
  });

  it("shows a changed price on the line and totals at the server's price", async () => {
    stubShop({ sizes: [size({ price: 19500 })] });
    open({ items: [line()] });
    expect(
      await screen.findByText('Price changed: was LKR 18,500.00, now LKR 19,500.00'),
    ).toBeVisible();
    const summary = screen.getByRole('heading', { name: 'Your order' }).parentElement!;
    expect(figure(summary, 'Total')).toBe('LKR 39,450.00'); // 2 × 19,500 + 450
  });

  it('blocks placing while a size is sold out, until that line is removed', async () => {
    stubShop({ sizes: [size({ size: '12x18 in', price: 12000 }), size({ stock: 0 })] });
    const place = vi.spyOn(api.order, 'place');
    const { user } = open({ items: [line(), line({ selectedSize: '12x18 in', quantity: 1 })] });
    expect(await screen.findByText('18x24 in is sold out: remove it to continue')).toBeVisible();
    await goToReview(user);
    const button = screen.getByRole('button', { name: 'Place Order' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove 18x24 in' }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(place).not.toHaveBeenCalled();
  });

  it('shows a size the print no longer comes in, and blocks placing until it is removed', async () => {
    stubShop();
    localStorage.setItem('cart', JSON.stringify([line({ selectedSize: '30x40 in' }), line()]));
    const { user } = open();
    expect(
      await screen.findByText('This print no longer comes in 30x40 in: remove it to continue'),
    ).toBeVisible();
    await goToReview(user);
    const button = screen.getByRole('button', { name: 'Place Order' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove 30x40 in' }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(readCart().map((l) => l.selectedSize)).toEqual(['18x24 in']);
  });

  it('asks a visitor without a token to sign in, and to come back to the checkout', () => {
    stubShop();
    open({ items: [line()] });
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcheckout',
    );
  });
});
