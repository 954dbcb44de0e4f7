import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import { aPage, aProduct } from '../../test/fixtures';
import { allCalls, createMockApi } from '../../test/mock-api';
import { createFakeHost, renderAdmin } from '../../test/render';
import { ProductsPage } from './products-page';

const misty = aProduct();
const lotus = aProduct({
  _id: '2',
  productId: 'WA-002',
  name: 'Lotus Pond',
  price: 950.5,
  labeledPrice: 12000,
  category: 'Religious',
  stock: 0,
});

function setup(token: string | null = 'staff-token', total = 2) {
  const api = createMockApi();
  api.product.list.mockResolvedValue(aPage([misty, lotus], total));
  const rendered = renderAdmin(<ProductsPage />, {
    api,
    host: createFakeHost(token),
    route: '/admin/products',
  });
  return rendered;
}

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name })).closest('tr') as HTMLTableRowElement;

describe('ProductsPage', () => {
  it('shows a spinner, then the table of SPEC §2 with LKR prices', async () => {
    setup();
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Product Management' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Products' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Product ID',
      'Name',
      'Price',
      'Labeled Price',
      'Category',
      'Stock',
      'Actions',
    ]);
    const row = await rowOf('Lotus Pond');
    expect(within(row).getByText('LKR 950.50')).toBeInTheDocument();
    expect(within(row).getByText('LKR 12,000.00')).toBeInTheDocument();
    expect(within(row).getByText('Religious')).toBeInTheDocument();
    expect(
      within(await rowOf('Misty Ella Ridge at Dawn')).getByText('LKR 18,500.00'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
  });

  it('shows "from" the cheapest price where sizes differ, and the stock of every size', async () => {
    const ladder = aProduct({
      _id: '9',
      productId: 'WA-009',
      name: 'Tea Country',
      price: 4500,
      labeledPrice: 5000,
      stock: 5,
      sizes: [
        {
          size: '12x18 in',
          price: 4500,
          labeledPrice: 5000,
          stock: 3,
          width: 12,
          height: 18,
          unit: 'in',
        },
        {
          size: '18x24 in',
          price: 6500,
          labeledPrice: 7000,
          stock: 2,
          width: 18,
          height: 24,
          unit: 'in',
        },
      ],
    });
    const api = createMockApi();
    api.product.list.mockResolvedValue(aPage([ladder, lotus]));
    renderAdmin(<ProductsPage />, { api, route: '/admin/products' });
    const cells = within(await rowOf('Tea Country')).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('from LKR 4,500.00');
    expect(cells[3]).toHaveTextContent('LKR 5,000.00');
    expect(cells[5]).toHaveTextContent('5');
    // One size, or sizes at one price: the plain price.
    expect(within(await rowOf('Lotus Pond')).getAllByRole('cell')[2]).toHaveTextContent(
      /^LKR 950.50$/,
    );
  });

  it('asks the server for one page, newest first, and again when sorted or searched', async () => {
    const { api, user } = setup();
    await rowOf('Misty Ella Ridge at Dawn');
    expect(api.product.list).toHaveBeenLastCalledWith({
      page: 1,
      limit: 20,
      sort: 'newest',
      search: undefined,
    });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Price: high to low' }));
    await waitFor(() =>
      expect(api.product.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'price-desc', page: 1 }),
      ),
    );
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'lotus');
    await waitFor(() =>
      expect(api.product.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ search: 'lotus', page: 1 }),
      ),
    );
  });

  it('pages through a long catalogue', async () => {
    const { api, user } = setup('staff-token', 45);
    await rowOf('Misty Ella Ridge at Dawn');
    expect(await screen.findByText('Showing 1–2 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(api.product.list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })),
    );
  });

  it('says "Failed to load products" when the list cannot be loaded, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createMockApi();
    api.product.list.mockRejectedValue(new ApiError(500, 'Something went wrong'));
    renderAdmin(<ProductsPage />, { api, route: '/admin/products' });
    expect(await screen.findByText('Failed to load products')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load products', expect.any(ApiError));
    logged.mockRestore();
  });

  it('without a token refuses to delete and makes no request', async () => {
    const { api, user } = setup(null);
    const row = await rowOf('Misty Ella Ridge at Dawn');
    await user.click(within(row).getByRole('button', { name: 'Delete Product' }));
    expect(await screen.findByText('Please login first to delete product')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.product.remove).not.toHaveBeenCalled();
    expect(allCalls(api).every((c) => c === 'product.list')).toBe(true);
  });

  it('deletes after confirmation, says so and loads the list again', async () => {
    const { api, user } = setup();
    api.product.remove.mockResolvedValue({ message: 'Product deleted' });
    const row = await rowOf('Misty Ella Ridge at Dawn');
    const callsBefore = api.product.list.mock.calls.length;
    await user.click(within(row).getByRole('button', { name: 'Delete Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product' });
    expect(api.product.remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(api.product.remove).toHaveBeenCalledWith('WA-LR-001');
    await waitFor(() => expect(api.product.list.mock.calls.length).toBeGreaterThan(callsBefore));
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { api, user } = setup();
    await user.click(
      within(await rowOf('Misty Ella Ridge at Dawn')).getByRole('button', {
        name: 'Delete Product',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.product.remove).not.toHaveBeenCalled();
  });

  it('says "Product delete failed" when the server refuses', async () => {
    const { api, user } = setup();
    api.product.remove.mockRejectedValue(new ApiError(500, 'boom'));
    await user.click(
      within(await rowOf('Misty Ella Ridge at Dawn')).getByRole('button', {
        name: 'Delete Product',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Product delete failed')).toBeInTheDocument();
  });

  it('edit goes to /admin/editproducts carrying the whole product', async () => {
    const { user, location, locationState } = setup();
    await user.click(
      within(await rowOf('Lotus Pond')).getByRole('button', { name: 'Edit Product' }),
    );
    expect(location()).toBe('/admin/editproducts');
    expect(locationState()).toEqual(lotus);
  });

  it('has tooltips on the row actions and a round Add Product button to /admin/addproducts', async () => {
    const { user, location } = setup();
    const row = await rowOf('Misty Ella Ridge at Dawn');
    await user.hover(within(row).getByRole('button', { name: 'Delete Product' }));
    expect(await screen.findByRole('tooltip', { name: 'Delete Product' })).toBeInTheDocument();
    const add = screen.getByRole('link', { name: 'Add Product' });
    await user.hover(add);
    expect(await screen.findByRole('tooltip', { name: 'Add Product' })).toBeInTheDocument();
    await user.click(add);
    expect(location()).toBe('/admin/addproducts');
  });

  it('exports the catalogue as a CSV file through the host', async () => {
    const { api, host, user } = setup();
    api.product.exportCsv.mockResolvedValue('productId,name\nWA-001,Golden Hour\n');
    await rowOf('Misty Ella Ridge at Dawn');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(host.saveFile).toHaveBeenCalledWith(
        expect.stringMatching(/^products-\d{4}-\d{2}-\d{2}\.csv$/),
        'productId,name\nWA-001,Golden Hour\n',
        'text/csv',
      ),
    );
  });
});
