import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Page, Product } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { aProduct, serverError } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { ProductListPage } from './product-list-page';

const page = (items: Product[], total = items.length, n = 1): Page<Product> => ({
  items,
  total,
  page: n,
  limit: 12,
});

const open = (route: string) =>
  renderScreen(<ProductListPage />, {
    route,
    path: route.startsWith('/products/') ? '/products/:categoryName' : '/products',
  });

describe('product list', () => {
  it('lists all products by default, through the paged category call', async () => {
    const byCategory = vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([aProduct()]));
    open('/products');
    expect(await screen.findByRole('link', { name: 'Misty Ella Ridge at Dawn' })).toBeVisible();
    expect(byCategory).toHaveBeenCalledWith('All', { page: 1, limit: 12 });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('All');
    expect(screen.getByText('1 print')).toBeInTheDocument();
  });

  it('shows a spinner until the list has loaded', async () => {
    vi.spyOn(api.product, 'byCategory').mockReturnValue(new Promise(() => {}));
    open('/products');
    expect(await screen.findByRole('status', { name: 'Loading products' })).toBeVisible();
  });

  it('takes the category from the route', async () => {
    const byCategory = vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([]));
    open('/products/Kitchen');
    await waitFor(() => expect(byCategory).toHaveBeenCalledWith('Kitchen', { page: 1, limit: 12 }));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Kitchen');
  });

  it('offers All, Living Room, Religious, Kitchen and Resturant, and refetches on change', async () => {
    vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([]));
    const { user } = open('/products');
    const filter = screen.getByRole('combobox', { name: 'Category' });
    const options = within(filter).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All',
      'Living Room',
      'Religious',
      'Kitchen',
      'Resturant',
    ]);
    await user.selectOptions(filter, 'Resturant');
    expect(screen.getByTestId('location')).toHaveTextContent('/products/Resturant');
  });

  it('says "No products found." for an empty list', async () => {
    vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([]));
    open('/products');
    expect(await screen.findByText('No products found.')).toBeVisible();
  });

  it('only logs a failed load and shows "No products found."', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(api.product, 'byCategory').mockRejectedValue(serverError(500, 'Database down'));
    open('/products');
    expect(await screen.findByText('No products found.')).toBeVisible();
    expect(log).toHaveBeenCalled();
  });

  it('searches with the trimmed text and ignores blank text', async () => {
    vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([]));
    const search = vi
      .spyOn(api.product, 'search')
      .mockResolvedValue(page([aProduct({ name: 'Lotus at Moonrise', productId: 'WA-RE-001' })]));
    const { user } = open('/products');
    const box = screen.getByRole('textbox', { name: 'Search' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(search).not.toHaveBeenCalled();
    await user.type(box, '  lotus ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Lotus at Moonrise' })).toBeVisible();
    expect(search).toHaveBeenCalledWith('lotus', { page: 1, limit: 12 });
  });

  it('searches every category from a category page, and the filter then says All', async () => {
    vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([]));
    const { user } = open('/products/Kitchen');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Kitchen');
    expect(screen.getByText('Searches every category')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'lotus');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\?search=lotus$/);
  });

  it('shows All in the filter while a search lists results from every category', async () => {
    const search = vi.spyOn(api.product, 'search').mockResolvedValue(page([aProduct()]));
    open('/products/Kitchen?search=misty');
    expect(await screen.findByRole('heading', { name: 'Results for “misty”' })).toBeVisible();
    expect(search).toHaveBeenCalledWith('misty', { page: 1, limit: 12 });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('All');
  });

  it('runs the search given in ?search= and Reset goes back to the list', async () => {
    const byCategory = vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([]));
    const search = vi.spyOn(api.product, 'search').mockResolvedValue(page([aProduct()]));
    const { user } = open('/products?search=misty');
    expect(await screen.findByRole('heading', { name: 'Results for “misty”' })).toBeVisible();
    expect(search).toHaveBeenCalledWith('misty', { page: 1, limit: 12 });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('misty');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
    await waitFor(() => expect(byCategory).toHaveBeenCalledWith('All', { page: 1, limit: 12 }));
  });

  it("pages through the API's paging", async () => {
    const byCategory = vi
      .spyOn(api.product, 'byCategory')
      .mockImplementation(async (_c, q) =>
        page(
          [aProduct({ productId: `P-${q?.page}`, name: `Print on page ${q?.page}` })],
          30,
          q?.page,
        ),
      );
    const { user } = open('/products');
    expect(await screen.findByRole('link', { name: 'Print on page 1' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Print on page 3' })).toBeVisible();
    expect(byCategory).toHaveBeenLastCalledWith('All', { page: 3, limit: 12 });
  });

  it.each([
    ['a filtered list', 'byCategory', '/products?minPrice=1000', 1000, '1,000+ prints', 84],
    ['a search', 'search', '/products?search=canvas', 10000, '10,000+ results', 834],
  ] as const)(
    'says so when the API counted %s only so far',
    async (_, call, route, total, line, lastPage) => {
      vi.spyOn(api.product, call).mockResolvedValue({
        ...page([aProduct()], total),
        totalExact: false,
      });
      open(route);
      expect(await screen.findByText(line)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Page ${lastPage}` })).toBeVisible();
    },
  );

  it('says "1 result" for a search with one match', async () => {
    vi.spyOn(api.product, 'search').mockResolvedValue(page([aProduct()], 1));
    open('/products?search=sigiriya');
    expect(await screen.findByText('1 result')).toBeInTheDocument();
  });

  it('writes a large exact total with separators', async () => {
    vi.spyOn(api.product, 'byCategory').mockResolvedValue(page([aProduct()], 12345));
    open('/products');
    expect(await screen.findByText('12,345 prints')).toBeInTheDocument();
  });
});
