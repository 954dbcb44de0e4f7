import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../../test/fixtures';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { EditProductPage } from './edit-product-page';

/** PRODUCT §13: the product form says each size's DPI and warns below 150. */
function editWith(width: number, height: number) {
  const product = aProduct({ images: ['/uploads/ridge.jpg'] });
  const api = createMockApi();
  api.upload.pixels.mockResolvedValue({ url: '/uploads/ridge.jpg', width, height });
  api.product.update.mockResolvedValue({ message: 'Product updated', product });
  const rendered = renderAdmin(<EditProductPage />, {
    api,
    route: '/admin/editproducts',
    state: product,
  });
  return { ...rendered, api };
}

describe('the product form and print resolution', () => {
  it('says the DPI each size prints at from the kept image', async () => {
    const { api } = editWith(3600, 5400);
    expect(
      await screen.findByText('Prints at 300 DPI from the 3600x5400 px image'),
    ).toBeInTheDocument();
    expect(api.upload.pixels).toHaveBeenCalledWith('/uploads/ridge.jpg');
    expect(screen.queryByRole('checkbox', { name: /below 150 DPI/ })).not.toBeInTheDocument();
  });

  it('warns below 150 DPI with the pixel size needed, and sends allowLowResolution once told', async () => {
    const { api, user } = editWith(1200, 1800);
    expect(await screen.findByText(/12x18 in at 100 DPI: needs 1800x2700 px/)).toHaveTextContent(
      'Below 150 DPI a print looks soft',
    );
    await user.click(screen.getByRole('checkbox', { name: /Keep the sizes below 150 DPI/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(api.product.update.mock.calls[0]?.[1]).toMatchObject({ allowLowResolution: true });
  });

  it('leaves allowLowResolution out unless staff tick it', async () => {
    const { api, user } = editWith(1200, 1800);
    await screen.findByText(/at 100 DPI/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(api.product.update.mock.calls[0]?.[1]).not.toHaveProperty('allowLowResolution');
  });
});
