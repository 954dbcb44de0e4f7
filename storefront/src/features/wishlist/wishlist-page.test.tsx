import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { aProduct } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { WishlistPage } from './wishlist-page';

const open = () => renderScreen(<WishlistPage />, { route: '/wishlist' });

describe('the wishlist page', () => {
  it('sends a visitor without a token to log in', () => {
    open();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fwishlist');
  });

  it('says so when nothing is saved, with a way to the prints', async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.wishlist, 'list').mockResolvedValue({ items: [], total: 0, page: 1, limit: 100 });
    open();
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('shows each saved print as a card, its heart pressed', async () => {
    localStorage.setItem('token', 'jwt');
    const items = [
      aProduct(),
      aProduct({ _id: '2', productId: 'WA-RL-004', name: 'Temple at Dusk' }),
    ];
    vi.spyOn(api.wishlist, 'list').mockResolvedValue({ items, total: 2, page: 1, limit: 100 });
    open();
    expect(await screen.findByText('2 saved prints')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Temple at Dusk' })).toHaveAttribute(
      'href',
      '/overview/WA-RL-004',
    );
    expect(screen.getByRole('button', { name: 'Save Temple at Dusk to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
