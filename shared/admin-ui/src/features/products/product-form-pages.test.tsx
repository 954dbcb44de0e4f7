import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import { aProduct } from '../../test/fixtures';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { AddProductPage } from './add-product-page';
import { EditProductPage } from './edit-product-page';

const image = (name: string) => new File(['img'], name, { type: 'image/png' });
const imageInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

type User = ReturnType<typeof renderAdmin>['user'];

/** Types a value in one go (a paste), which keeps these long forms quick to fill. */
async function fill(user: User, name: string, value: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
}

async function fillAddForm(user: User) {
  await fill(user, 'Product ID', 'WA-100');
  await fill(user, 'Name', 'Tea Country');
  await fill(user, 'Alternative names', 'hills, tea estate ,,');
  await fill(user, 'Price (LKR)', '4500.5');
  await fill(user, 'Labeled price (LKR)', '5000');
  await fill(user, 'Stock', '12');
  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'Kitchen' }));
  await fill(user, 'Description', 'Green slopes.');
}

describe('AddProductPage', () => {
  it('uploads the chosen images, creates the product and goes back to the list', async () => {
    const api = createMockApi();
    api.upload.image
      .mockResolvedValueOnce({ url: '/uploads/1-a.png', width: 3600, height: 5400 })
      .mockResolvedValueOnce({ url: '/uploads/2-b.png', width: 3600, height: 5400 });
    api.product.create.mockResolvedValue({ message: 'Product created', product: aProduct() });
    const { user, location } = renderAdmin(<AddProductPage />, {
      api,
      route: '/admin/addproducts',
    });
    await fillAddForm(user);
    await user.upload(imageInput(), [image('a.png'), image('b.png')]);
    expect(screen.getAllByRole('img', { name: /New images: image/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    expect(api.upload.image).toHaveBeenCalledTimes(2);
    expect(api.upload.image.mock.calls.map((c) => c[1])).toEqual(['a.png', 'b.png']);
    // The sizes editor always sends sizes: here the one first row, named by the default size.
    expect(api.product.create).toHaveBeenCalledWith({
      productId: 'WA-100',
      kind: 'print',
      name: 'Tea Country',
      altNames: ['hills', 'tea estate'],
      category: 'Kitchen',
      description: 'Green slopes.',
      translations: {},
      sizes: [
        {
          size: '12x18 in',
          price: 4500.5,
          labeledPrice: 5000,
          stock: 12,
          width: 12,
          height: 18,
          unit: 'in',
        },
      ],
      images: ['/uploads/1-a.png', '/uploads/2-b.png'],
    });
    await waitFor(() => expect(location()).toBe('/admin/products'));
  });

  it('says "Product add failed" with the server\'s reason, and stays', async () => {
    const api = createMockApi();
    api.product.create.mockRejectedValue(
      new ApiError(409, 'A product with the ID WA-100 already exists'),
    );
    const { user, location } = renderAdmin(<AddProductPage />, {
      api,
      route: '/admin/addproducts',
    });
    await fillAddForm(user);
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Product add failed')).toBeInTheDocument();
    expect(screen.getByText('A product with the ID WA-100 already exists')).toBeInTheDocument();
    expect(location()).toBe('/admin/addproducts');
  });

  it('marks missing fields and sends nothing', async () => {
    const api = createMockApi();
    const { user } = renderAdmin(<AddProductPage />, { api, route: '/admin/addproducts' });
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Product ID is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Price must be a number')).toBeInTheDocument();
    expect(screen.getByText('Unknown category')).toBeInTheDocument();
    expect(api.product.create).not.toHaveBeenCalled();
  });
});

describe('EditProductPage', () => {
  const existing = aProduct({ images: ['/uploads/golden.jpg', '/uploads/golden-2.jpg'] });

  it('without a product says "Please select a product to edit" and goes to the list', async () => {
    const { location } = renderAdmin(<EditProductPage />, { route: '/admin/editproducts' });
    expect(await screen.findByText('Please select a product to edit')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/products'));
  });

  it('shows the product ID fixed and keeps the images when no new ones are chosen', async () => {
    const api = createMockApi();
    api.product.update.mockResolvedValue({ message: 'Product updated', product: existing });
    const { user, location } = renderAdmin(<EditProductPage />, {
      api,
      route: '/admin/editproducts',
      state: existing,
    });
    const id = screen.getByRole('textbox', { name: 'Product ID' });
    expect(id).toHaveValue('WA-LR-001');
    expect(id).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Alternative names' })).toHaveValue('Ella Gap');
    expect(screen.getAllByRole('img', { name: /Current images/ })).toHaveLength(2);
    await user.clear(screen.getByRole('textbox', { name: 'Stock' }));
    await fill(user, 'Stock', '3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(api.upload.image).not.toHaveBeenCalled();
    expect(api.product.update).toHaveBeenCalledWith('WA-LR-001', {
      kind: 'print',
      name: 'Misty Ella Ridge at Dawn',
      altNames: ['Ella Gap'],
      category: 'Living Room',
      description: 'Blue-grey ridges at first light.',
      translations: {},
      sizes: [
        {
          size: '12x18 in',
          price: 18500,
          labeledPrice: 22000,
          stock: 3,
          width: 12,
          height: 18,
          unit: 'in',
        },
      ],
      images: ['/uploads/golden.jpg', '/uploads/golden-2.jpg'],
    });
    await waitFor(() => expect(location()).toBe('/admin/products'));
  });

  it('replaces the images with newly chosen ones', async () => {
    const api = createMockApi();
    api.upload.image.mockResolvedValue({ url: '/uploads/new.png', width: 3600, height: 5400 });
    api.product.update.mockResolvedValue({ message: 'Product updated', product: existing });
    const { user } = renderAdmin(<EditProductPage />, {
      api,
      route: '/admin/editproducts',
      state: existing,
    });
    await user.upload(imageInput(), image('new.png'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(api.product.update.mock.calls[0]?.[1]).toMatchObject({ images: ['/uploads/new.png'] });
  });

  it('says "Product updating failed" when the server refuses', async () => {
    const api = createMockApi();
    api.product.update.mockRejectedValue(new ApiError(500, 'boom'));
    const { user, location } = renderAdmin(<EditProductPage />, {
      api,
      route: '/admin/editproducts',
      state: existing,
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updating failed')).toBeInTheDocument();
    expect(location()).toBe('/admin/editproducts');
  });
});
