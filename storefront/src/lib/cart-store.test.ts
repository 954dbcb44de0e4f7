import { describe, expect, it } from 'vitest';
import { addProductToCart, cart, readCart } from './cart-store';

const product = {
  productId: 'WA-LR-001',
  name: 'Misty Ella Ridge at Dawn',
  altNames: ['Ella Gap'],
  price: 18500,
  labeledPrice: 22000,
  images: ['/uploads/misty.jpg'],
  stock: 3,
};

describe('cart store', () => {
  it('keeps the SPEC fields under "cart" and grows a line of the same product and size', () => {
    expect(addProductToCart(product, '12x18 in', 1)).toBe('added');
    expect(addProductToCart(product, '12x18 in', 2)).toBe('added');
    expect(addProductToCart(product, '24x36 in', 1)).toBe('added');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      {
        productId: 'WA-LR-001',
        name: 'Misty Ella Ridge at Dawn',
        altNames: ['Ella Gap'],
        price: 18500,
        labeledPrice: 22000,
        image: '/uploads/misty.jpg',
        selectedSize: '12x18 in',
        quantity: 3,
      },
      expect.objectContaining({ selectedSize: '24x36 in', quantity: 1 }),
    ]);
  });

  it('refuses a product out of stock', () => {
    expect(addProductToCart({ ...product, stock: 0 }, '12x18 in', 1)).toBe('unavailable');
    expect(readCart()).toEqual([]);
  });

  it('survives a damaged stored cart', () => {
    localStorage.setItem('cart', '{not json');
    expect(readCart()).toEqual([]);
    expect(cart.clear()).toBe(true);
  });
});

describe('cart store with sizes', () => {
  const sized = {
    ...product,
    sizes: [
      { size: '12x18 in', price: 6500, labeledPrice: 7000, stock: 2 },
      { size: 'Framed A3', price: 14500, labeledPrice: 16000, stock: 0 },
    ],
  };

  it("adds a size at that size's own price and refuses a sold-out or unknown size", () => {
    expect(addProductToCart(sized, '12x18 in', 1)).toBe('added');
    expect(addProductToCart(sized, 'Framed A3', 1)).toBe('unavailable');
    expect(addProductToCart(sized, '24x36 in', 1)).toBe('unavailable');
    expect(readCart()).toEqual([
      expect.objectContaining({ selectedSize: '12x18 in', price: 6500, labeledPrice: 7000 }),
    ]);
  });

  it("keeps a print's own size label, and reads an old line without a size as the first size", () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          productId: 'A',
          name: 'A',
          price: 10,
          labeledPrice: 10,
          quantity: 1,
          selectedSize: 'Framed A3',
        },
        { productId: 'B', name: 'B', price: 10, labeledPrice: 10, quantity: 2 },
      ]),
    );
    expect(readCart().map((line) => [line.productId, line.selectedSize, line.quantity])).toEqual([
      ['A', 'Framed A3', 1],
      ['B', '12x18 in', 2],
    ]);
  });
});
