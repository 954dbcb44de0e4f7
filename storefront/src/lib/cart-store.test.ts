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
