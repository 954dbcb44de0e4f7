import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Page, Product } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { aProduct } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { ProductListPage } from './product-list-page';

const page = (items: Product[]): Page<Product> => ({
  items,
  total: items.length,
  page: 1,
  limit: 12,
});

function WithLocation() {
  const location = useLocation();
  return (
    <>
      <ProductListPage />
      <div data-testid="address">{location.pathname + location.search}</div>
    </>
  );
}
const open = (route: string) => renderScreen(<WithLocation />, { route, path: '/products' });

describe('active filter chips', () => {
  it('shows each filter that is on, and removing one keeps the others and the sort', async () => {
    const byCategory = vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([aProduct()]));
    const { user } = open('/products?sort=price-asc&minPrice=5000&size=A3&inStock=true');
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['From LKR 5,000', 'Size: A3', 'In stock only', 'Clear filters']);
    await user.click(screen.getByRole('button', { name: 'Remove filter: Size: A3' }));
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/products?sort=price-asc&minPrice=5000&inStock=true',
    );
    await waitFor(() =>
      expect(byCategory).toHaveBeenLastCalledWith('All', {
        page: 1,
        limit: 12,
        sort: 'price-asc',
        minPrice: 5000,
        inStock: true,
      }),
    );
    expect(screen.queryByRole('button', { name: 'Remove filter: Size: A3' })).toBeNull();
  });

  it('names a price range by both ends, and "Clear filters" takes every filter off', async () => {
    vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([aProduct()]));
    const { user } = open('/products?minPrice=5000&maxPrice=20000&inStock=true');
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips).getByRole('button', { name: 'Remove filter: LKR 5,000 – 20,000' }),
    ).toBeVisible();
    await user.click(within(chips).getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/products$/);
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('shows no chips while no filter is on', async () => {
    vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([aProduct()]));
    open('/products?sort=name');
    await screen.findByRole('link', { name: 'Misty Ella Ridge at Dawn' });
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });
});

describe('a list with nothing in it', () => {
  it('keeps "No products found." and says what was searched, with the categories to browse', async () => {
    vi.spyOn(api.product, 'search').mockResolvedValue(page([]));
    open('/products?search=zebra%20quilt');
    expect(await screen.findByText('No products found.')).toBeVisible();
    expect(await screen.findByText(/Nothing matched “zebra quilt”/)).toBeVisible();
    const browse = screen.getByRole('navigation', { name: 'Browse a category' });
    expect(
      within(browse)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Living Room', '/products/Living%20Room'],
      ['Religious', '/products/Religious'],
      ['Kitchen', '/products/Kitchen'],
      ['Resturant', '/products/Resturant'],
      ['See all prints', '/products'],
    ]);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('offers the custom-art request form', async () => {
    vi.spyOn(api.product, 'search').mockResolvedValue(page([]));
    open('/products?search=zebra');
    expect(
      await screen.findByRole('heading', { name: 'Have something particular in mind?' }),
    ).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Custom art request' })).toBeVisible();
  });

  it('offers to clear the filters that left the list empty', async () => {
    const byCategory = vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([]));
    const { user } = open('/products?maxPrice=100&sort=name');
    expect(await screen.findByText('Nothing here matches those filters yet.')).toBeVisible();
    const region = screen.getByText('Nothing here matches those filters yet.').parentElement;
    if (!region) throw new Error('no message block');
    await user.click(within(region).getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/products\?sort=name$/);
    await waitFor(() =>
      expect(byCategory).toHaveBeenLastCalledWith('All', { page: 1, limit: 12, sort: 'name' }),
    );
  });
});
