import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductSize } from '@wallart/domain';
import { aProduct } from '../../test/fixtures';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { AddProductPage } from './add-product-page';
import { EditProductPage } from './edit-product-page';

type User = ReturnType<typeof renderAdmin>['user'];

async function fill(user: User, name: string, value: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
}

const tier = (size: string, hasFile: boolean): ProductSize => ({
  size,
  price: 4500,
  labeledPrice: 4500,
  stock: null,
  width: 4000,
  height: 6000,
  unit: 'px',
  hasFile,
});

describe('digital artwork in the product form', () => {
  it('adds a digital product whose sizes are pixel tiers, with no stock to type', async () => {
    const api = createMockApi();
    api.product.create.mockResolvedValue({ message: 'Product created', product: aProduct() });
    const { user } = renderAdmin(<AddProductPage />, { api, route: '/admin/addproducts' });
    await fill(user, 'Product ID', 'WA-DG-100');
    await fill(user, 'Name', 'Sigiriya at Dusk');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Living Room' }));
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: /Digital artwork/ }));
    const label = screen.getByRole('textbox', { name: 'Size' });
    await user.clear(label);
    await user.paste('4000x6000 px');
    await fill(user, 'Price (LKR)', '4500');
    await fill(user, 'Labeled price (LKR)', '4500');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    expect(api.product.create).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'digital',
        sizes: [
          {
            size: '4000x6000 px',
            price: 4500,
            labeledPrice: 4500,
            stock: 0,
            width: 4000,
            height: 6000,
            unit: 'px',
          },
        ],
      }),
    );
  });

  it('uploads the file of each tier on the edit page, and says the tier has it', async () => {
    const api = createMockApi();
    const product = aProduct({
      kind: 'digital',
      stock: null,
      sizes: [tier('4000x6000 px', false), tier('2000x3000 px', true)],
    });
    api.downloads.uploadFile.mockResolvedValue(product);
    const { user } = renderAdmin(<EditProductPage />, {
      api,
      route: '/admin/editproducts',
      state: product,
    });
    const files = screen.getByRole('heading', { name: 'Files' }).closest('div') as HTMLElement;
    expect(within(files).getByText('No file yet')).toBeInTheDocument();
    expect(within(files).getByText('File uploaded')).toBeInTheDocument();
    const art = new File(['art'], 'sunset.png', { type: 'image/png' });
    // The form's own image picker comes first; then one picker a tier, in the tiers' order.
    const pickers = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    expect(screen.getByRole('button', { name: 'File for 4000x6000 px' })).toBeInTheDocument();
    await user.upload(pickers[1] as HTMLInputElement, art);
    await waitFor(() =>
      expect(api.downloads.uploadFile).toHaveBeenCalledWith(
        product.productId,
        '4000x6000 px',
        art,
        'sunset.png',
      ),
    );
    expect(await screen.findByText('File for 4000x6000 px uploaded')).toBeInTheDocument();
    expect(within(files).getAllByText('File uploaded')).toHaveLength(2);
  });
});
