import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { aProduct } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { ProductCard } from '../products';

const pageOf = (items: Product[]) => ({ items, total: items.length, page: 1, limit: 100 });
const heart = () =>
  screen.getByRole('button', { name: 'Save Misty Ella Ridge at Dawn to wishlist' });

describe('the wishlist heart on a product card', () => {
  it('sends a signed-out shopper to log in, coming back to the page after', async () => {
    const list = vi.spyOn(api.wishlist, 'list');
    const { user } = renderScreen(<ProductCard product={aProduct()} />, { route: '/products' });
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart());
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fproducts');
    expect(list).not.toHaveBeenCalled();
  });

  it('saves the print for a signed-in shopper, pressed at once, and removes it again', async () => {
    localStorage.setItem('token', 'jwt');
    const product = aProduct();
    let saved: Product[] = [];
    vi.spyOn(api.wishlist, 'list').mockImplementation(async () => pageOf(saved));
    const save = vi.spyOn(api.wishlist, 'save').mockImplementation(async (productId) => {
      saved = [product];
      return { productId, saved: true };
    });
    const remove = vi.spyOn(api.wishlist, 'remove').mockImplementation(async (productId) => {
      saved = [];
      return { productId, saved: false };
    });
    const { user } = renderScreen(<ProductCard product={product} />);
    await waitFor(() => expect(api.wishlist.list).toHaveBeenCalled());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(save).toHaveBeenCalledWith('WA-LR-001');
    expect(await screen.findByText('Saved to your wishlist')).toBeVisible();

    await user.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(remove).toHaveBeenCalledWith('WA-LR-001');
  });

  it('shows a print already on the list as pressed', async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.wishlist, 'list').mockResolvedValue(pageOf([aProduct()]));
    renderScreen(<ProductCard product={aProduct()} />);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
  });
});
