import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductSize } from '@wallart/domain';
import { aProduct } from '../../test/fixtures';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { AddProductPage } from './add-product-page';
import { EditProductPage } from './edit-product-page';

type User = ReturnType<typeof renderAdmin>['user'];

const size = (label: string, price: number, stock: number): ProductSize => {
  const [width, height] = label.split(' ')[0]!.split('x').map(Number);
  return {
    size: label,
    price,
    labeledPrice: price + 500,
    stock,
    width: width!,
    height: height!,
    unit: 'in',
  };
};

const ladder = aProduct({
  sizes: [size('12x18 in', 4500, 3), size('18x24 in', 6500, 2), size('24x36 in', 9000, 1)],
  price: 4500,
  labeledPrice: 5000,
  stock: 6,
});

function editLadder() {
  const api = createMockApi();
  api.product.update.mockResolvedValue({ message: 'Product updated', product: ladder });
  return renderAdmin(<EditProductPage />, { api, route: '/admin/editproducts', state: ladder });
}

const rows = () => screen.getAllByRole('group', { name: /^Size \d$/ });
const labels = () =>
  rows().map((row) => within(row).getAllByRole('textbox')[0]!.getAttribute('value'));

async function fill(user: User, name: string, value: string) {
  const input = screen.getByRole('textbox', { name });
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

describe('SizesEditor in the product form', () => {
  it("shows the product's sizes in order, each with its price, labeled price and stock", () => {
    editLadder();
    expect(labels()).toEqual(['12x18 in', '18x24 in', '24x36 in']);
    // The first row keeps SPEC's field names; the others say their number.
    expect(screen.getByRole('textbox', { name: 'Price (LKR)' })).toHaveValue('4,500');
    expect(screen.getByRole('textbox', { name: 'Size 2: Price (LKR)' })).toHaveValue('6,500');
    expect(screen.getByRole('textbox', { name: 'Size 3: Labeled price (LKR)' })).toHaveValue(
      '9,500',
    );
    expect(screen.getByRole('textbox', { name: 'Size 3: Stock' })).toHaveValue('1');
    expect(screen.getByText('Total stock: 6')).toBeInTheDocument();
    expect(screen.getByText('24 × 36 in, read from the label')).toBeInTheDocument();
    // Width and height are asked only where the label does not say them.
    expect(screen.queryByRole('textbox', { name: /Width/ })).not.toBeInTheDocument();
  });

  it('moves, removes and adds sizes (by keyboard too) and sends them in their new order', async () => {
    const { api, user } = editLadder();
    await user.click(screen.getByRole('button', { name: 'Move size 3 up' }));
    expect(labels()).toEqual(['12x18 in', '24x36 in', '18x24 in']);
    screen.getByRole('button', { name: 'Move size 1 down' }).focus();
    await user.keyboard('{Enter}');
    expect(labels()).toEqual(['24x36 in', '12x18 in', '18x24 in']);
    // The focus moved with the row.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move size 2 down' })).toHaveFocus(),
    );
    expect(screen.getByRole('button', { name: 'Move size 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move size 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove size 2' }));
    expect(labels()).toEqual(['24x36 in', '18x24 in']);

    await user.click(screen.getByRole('button', { name: 'Add size' }));
    await fill(user, 'Size 3: Size', 'A3');
    await fill(user, 'Size 3: Price (LKR)', '3000');
    await fill(user, 'Size 3: Labeled price (LKR)', '3000');
    await fill(user, 'Size 3: Stock', '4');
    expect(screen.getByText('29.7 × 42 cm, read from the label')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    const sent = api.product.update.mock.calls[0]?.[1];
    expect(sent?.sizes).toEqual([
      {
        size: '24x36 in',
        price: 9000,
        labeledPrice: 9500,
        stock: 1,
        width: 24,
        height: 36,
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
      {
        size: 'A3',
        price: 3000,
        labeledPrice: 3000,
        stock: 4,
        width: 29.7,
        height: 42,
        unit: 'cm',
      },
    ]);
    expect(sent).not.toHaveProperty('price');
    expect(sent).not.toHaveProperty('stock');
  });

  it("puts the domain's messages by their row and field, and sends nothing until they are right", async () => {
    const { api, user } = editLadder();
    await user.click(screen.getByRole('button', { name: 'Add size' }));
    await fill(user, 'Size 4: Size', '18X24 in');
    await user.click(screen.getByRole('button', { name: 'Add size' }));
    await fill(user, 'Size 5: Size', 'Large');
    for (const n of [4, 5]) {
      await fill(user, `Size ${n}: Price (LKR)`, '12000');
      await fill(user, `Size ${n}: Labeled price (LKR)`, '12000');
    }
    await fill(user, 'Size 4: Stock', '1');
    await fill(user, 'Size 5: Stock', '1');
    await fill(user, 'Size 5: Price (LKR)', '900000000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const fourth = rows()[3]!;
    expect(within(fourth).getByText('"18X24 in" is already size 2')).toBeInTheDocument();
    const fifth = rows()[4]!;
    expect(within(fifth).getByText('Price is too large')).toBeInTheDocument();
    expect(
      within(fifth).getAllByText(
        '"Large" does not say its dimensions: give width, height and unit',
      ),
    ).toHaveLength(3);
    expect(within(rows()[0]!).queryByText(/must be|already|cannot/)).not.toBeInTheDocument();
    expect(api.product.update).not.toHaveBeenCalled();

    // Put right, the messages go as the fields change, and the sizes are saved.
    await user.click(screen.getByRole('button', { name: 'Remove size 4' }));
    await fill(user, 'Size 4: Price (LKR)', '12000');
    await fill(user, 'Size 4: Width', '30');
    await fill(user, 'Size 4: Height', '40');
    await user.click(screen.getByRole('combobox', { name: 'Size 4: Unit' }));
    await user.click(await screen.findByRole('option', { name: 'cm' }));
    await waitFor(() => expect(screen.queryByText(/does not say its dimensions/)).toBeNull());
    expect(screen.queryByText('Price is too large')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(api.product.update.mock.calls[0]?.[1].sizes?.[3]).toEqual({
      size: 'Large',
      price: 12000,
      labeledPrice: 12000,
      stock: 1,
      width: 30,
      height: 40,
      unit: 'cm',
    });
  });

  it('keeps between one and six sizes', async () => {
    const { user } = renderAdmin(<AddProductPage />, { route: '/admin/addproducts' });
    expect(labels()).toEqual(['12x18 in']);
    expect(screen.getByRole('button', { name: 'Remove size 1' })).toBeDisabled();
    for (let i = 0; i < 5; i += 1)
      await user.click(screen.getByRole('button', { name: 'Add size' }));
    expect(rows()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Add size' })).toBeDisabled();
    expect(screen.getByText('A product has at most 6 sizes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove size 1' })).toBeEnabled();
  });
});
