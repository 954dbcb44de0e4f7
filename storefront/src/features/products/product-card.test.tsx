import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductSize } from '@wallart/domain/rules';
import { readCart } from '../../lib/cart-store';
import { aProduct } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { ProductCard } from './product-card';

const size = (label: string, price: number, stock = 5): ProductSize => ({
  size: label,
  price,
  labeledPrice: price,
  stock,
  width: 12,
  height: 18,
  unit: 'in',
});

describe('product card', () => {
  it('says "from" the lowest price when the sizes cost different amounts', () => {
    renderScreen(
      <ProductCard
        product={aProduct({
          price: 6500,
          labeledPrice: 6500,
          sizes: [size('12x18 in', 6500), size('24x36 in', 14500)],
        })}
      />,
    );
    expect(screen.getByText('from LKR 6,500.00')).toBeVisible();
  });

  it('shows the plain price when every size costs the same', () => {
    renderScreen(<ProductCard product={aProduct({ price: 18500, labeledPrice: 18500 })} />);
    expect(screen.getByText('LKR 18,500.00')).toBeVisible();
    expect(screen.queryByText(/^from/)).not.toBeInTheDocument();
  });

  it("quick-adds the first size in stock at that size's price", async () => {
    const { user } = renderScreen(
      <ProductCard
        product={aProduct({ sizes: [size('12x18 in', 6500, 0), size('18x24 in', 9500, 2)] })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add Misty Ella Ridge at Dawn to cart' }));
    expect(await screen.findByText('Item added to cart')).toBeVisible();
    expect(readCart()).toEqual([
      expect.objectContaining({ selectedSize: '18x24 in', price: 9500, quantity: 1 }),
    ]);
  });

  it('says "Sold out" and cannot be added when every size is sold out', () => {
    renderScreen(
      <ProductCard
        product={aProduct({
          stock: 0,
          sizes: [size('12x18 in', 6500, 0), size('18x24 in', 9500, 0)],
        })}
      />,
    );
    expect(screen.getByText('Sold out')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Add Misty Ella Ridge at Dawn to cart' }),
    ).toBeDisabled();
  });

  it('leaves the product code off the card', () => {
    renderScreen(<ProductCard product={aProduct()} />);
    expect(screen.queryByText('WA-LR-001')).not.toBeInTheDocument();
  });
});
