import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { MobileMenu } from './mobile-menu';

const linksOf = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the phone menu', () => {
  it('holds the categories and, signed out, sign-in, registration, wishlist and order lookup', async () => {
    renderScreen(<MobileMenu opened onClose={() => {}} signedIn={false} onSignOut={() => {}} />);
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(linksOf('Shop by room')).toEqual([
      ['Living Room', '/products/Living%20Room'],
      ['Religious', '/products/Religious'],
      ['Kitchen', '/products/Kitchen'],
      ['Resturant', '/products/Resturant'],
    ]);
    expect(linksOf('Your account')).toEqual([
      ['Sign In', '/login'],
      ['Create Account', '/register'],
      ['Wishlist', '/wishlist'],
      ['Find my order', '/orders/lookup'],
    ]);
  });

  it('signed in, holds the profile, orders, wishlist and sign-out, and closes on a choice', async () => {
    const onClose = vi.fn();
    const onSignOut = vi.fn();
    const { user } = renderScreen(
      <MobileMenu opened onClose={onClose} signedIn onSignOut={onSignOut} />,
    );
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(linksOf('Your account')).toEqual([
      ['My Profile', '/profile'],
      ['My Orders', '/orders'],
      ['Wishlist', '/wishlist'],
    ]);
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Religious' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/products/Religious');
  });
});
