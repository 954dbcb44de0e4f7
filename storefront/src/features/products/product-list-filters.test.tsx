import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Page, Product } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { aProduct } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { ProductListPage } from './product-list-page';

const page = (items: Product[], total = items.length, n = 1): Page<Product> => ({
  items,
  total,
  page: n,
  limit: 12,
});

/** The list page with the address it is at now, for the URL it keeps its view in. */
function WithLocation() {
  const location = useLocation();
  return (
    <>
      <ProductListPage />
      <div data-testid="location">{location.pathname + location.search}</div>
    </>
  );
}
const openKept = (route: string) =>
  renderScreen(<WithLocation />, {
    route,
    path: route.startsWith('/products/') ? '/products/:categoryName' : '/products',
  });

/** A screen at least Mantine's `sm` breakpoint wide (the tests' default is a phone). */
function onDesktop() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('product list sort and filters', () => {
  it('on a phone, the filters open in a dialog and land in the address and the API call', async () => {
    const byCategory = vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([aProduct()]));
    const { user } = openKept('/products?page=3');
    expect(screen.queryByRole('textbox', { name: 'Lowest price (LKR)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.type(within(dialog).getByLabelText('Lowest price (LKR)'), '5000');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Size' }), '24x36 in');
    await user.click(within(dialog).getByRole('checkbox', { name: 'In stock only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply filters' }));

    // Back to the first page, the filters in the address.
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/products?minPrice=5000&size=24x36+in&inStock=true',
    );
    await waitFor(() =>
      expect(byCategory).toHaveBeenLastCalledWith('All', {
        page: 1,
        limit: 12,
        minPrice: 5000,
        size: '24x36 in',
        inStock: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters, 3 active' })).toBeVisible();
  });

  it('a shared address opens the same filtered, sorted list', async () => {
    const byCategory = vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([aProduct()]));
    openKept('/products/Kitchen?sort=price-desc&minPrice=1000&maxPrice=5000&inStock=true');
    await waitFor(() =>
      expect(byCategory).toHaveBeenCalledWith('Kitchen', {
        page: 1,
        limit: 12,
        sort: 'price-desc',
        minPrice: 1000,
        maxPrice: 5000,
        inStock: true,
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toBeVisible();
  });

  it('on a desktop, the filters sit above the grid; sorting keeps them and starts at page 1', async () => {
    onDesktop();
    const byCategory = vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([aProduct()]));
    const { user } = openKept('/products?size=18x24%20in&page=2');
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('18x24 in');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    expect(screen.getByTestId('location')).toHaveTextContent('/products?sort=name&size=18x24+in');
    await waitFor(() =>
      expect(byCategory).toHaveBeenLastCalledWith('All', {
        page: 1,
        limit: 12,
        sort: 'name',
        size: '18x24 in',
      }),
    );
    // Clearing the filters keeps the order.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/\/products\?sort=name$/);
  });

  it('refuses a lowest price above the highest, asking nothing of the API', async () => {
    onDesktop();
    const byCategory = vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([]));
    const { user } = openKept('/products');
    await waitFor(() => expect(byCategory).toHaveBeenCalledTimes(1));
    await user.type(screen.getByLabelText('Lowest price (LKR)'), '9000');
    await user.type(screen.getByLabelText('Highest price (LKR)'), '100');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The lowest price is above the highest')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/);
    expect(byCategory).toHaveBeenCalledTimes(1);
  });

  it('a search offers best match first and takes the filters; changing category keeps them', async () => {
    onDesktop();
    vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([]));
    const search = vi.spyOn(api.product, 'search').mockResolvedValue(page([aProduct()]));
    const { user } = openKept('/products?search=lotus&inStock=true');
    await waitFor(() =>
      expect(search).toHaveBeenCalledWith('lotus', { page: 1, limit: 12, inStock: true }),
    );
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('');
    expect(within(sort).getAllByRole('option')[0]).toHaveTextContent('Best match');
    await user.selectOptions(sort, 'price-asc');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/products?search=lotus&sort=price-asc&inStock=true',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Kitchen');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/products/Kitchen?sort=price-asc&inStock=true',
    );
  });
});
