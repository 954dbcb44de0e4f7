import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BRAND } from '@wallart/domain';
import { api } from '../lib/api';
import { aProduct, aShopConfig } from '@wallart/admin-ui/testing/fixtures';
import { renderApp } from '../test/render';

function stubHome() {
  vi.spyOn(api.product, 'trending').mockResolvedValue([]);
  vi.spyOn(api.product, 'newArrivals').mockResolvedValue([]);
}

describe('shopper shell and routing', () => {
  it('shows the header links, the cart and the footer with contact details and this year', async () => {
    stubHome();
    // The contact is the shop's, as staff set it in Settings (PRODUCT §16).
    const shop = { name: 'Kandy Prints', address: '7 Temple Road, Kandy', phone: '081 222 3344' };
    const config = aShopConfig({ shop: { ...shop, email: 'care@kandyprints.lk' } });
    vi.spyOn(api.system, 'config').mockResolvedValue(config);
    renderApp('/about');
    const header = screen.getByRole('banner');
    const main = within(header).getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Products', 'Contact', 'Reviews']) {
      expect(within(main).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(header).getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute(
      'href',
      '/cart',
    );
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const href of [
      '/',
      '/products',
      '/about',
      '/contact',
      '/faq',
      '/returns-and-exchanges',
      '/shipping-info',
      '/privacy-policy',
      '/terms',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(await within(footer).findByText('7 Temple Road, Kandy')).toBeInTheDocument();
    expect(within(footer).getByText('care@kandyprints.lk')).toBeInTheDocument();
    expect(within(footer).getByText('081 222 3344')).toBeInTheDocument();
    expect(within(footer).queryByText(BRAND.contact.email)).toBeNull();
    expect(
      within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`)),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('shows a plain "404 Not Found" heading for an unknown path, inside the shell', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders /login, /register and /forget outside the shell', async () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('offers Sign In and Create Account when signed out', async () => {
    stubHome();
    const { user } = renderApp('/faq');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('offers My Profile, My Orders and Sign Out when signed in; Sign Out forgets the token', async () => {
    localStorage.setItem('token', 'jwt');
    stubHome();
    const { user } = renderApp('/faq');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(localStorage.getItem('token')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('closes the account menu with Escape and gives focus back to its button', async () => {
    const { user } = renderApp('/faq');
    const button = screen.getByRole('button', { name: 'Account menu' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('keeps the cart count live as items are added', async () => {
    vi.spyOn(api.product, 'trending').mockResolvedValue([aProduct()]);
    vi.spyOn(api.product, 'newArrivals').mockResolvedValue([]);
    const { user } = renderApp('/');
    await user.click(
      await screen.findByRole('button', { name: 'Add Misty Ella Ridge at Dawn to cart' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Misty Ella Ridge at Dawn to cart' }));
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('searches from the phone menu, only with non-blank text', async () => {
    vi.spyOn(api.product, 'search').mockResolvedValue({ items: [], total: 0, page: 1, limit: 12 });
    const { user } = renderApp('/faq');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const box = await screen.findByRole('textbox', { name: 'Search products' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/faq$/);
    await user.type(box, ' lotus ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/products?search=lotus'),
    );
  });

  it('scrolls smoothly to the top on every path change', async () => {
    stubHome();
    const { user } = renderApp('/faq');
    vi.mocked(window.scrollTo).mockClear();
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Shipping Info' }),
    );
    await waitFor(() =>
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' }),
    );
  });
});
