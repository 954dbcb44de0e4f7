import type { Order, Page, Product, User } from '@wallart/domain';

export function product(overrides: Partial<Product> = {}): Product {
  const shown = {
    _id: '1',
    productId: 'WA-001',
    name: 'Golden Hour',
    altNames: ['sunset', 'dusk'],
    price: 1234,
    labeledPrice: 1500,
    category: 'Living Room' as const,
    description: 'Warm light over the hills.',
    stock: 8,
    images: ['/uploads/golden.jpg'],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
  // One size carrying the product's price and stock, as a product made before sizes has.
  const oneSize = {
    size: '12x18 in',
    price: shown.price,
    labeledPrice: shown.labeledPrice,
    stock: shown.stock,
    width: 12,
    height: 18,
    unit: 'in' as const,
  };
  return { ...shown, sizes: overrides.sizes ?? [oneSize] };
}

export function user(overrides: Partial<User> = {}): User {
  return {
    _id: '7',
    firstName: 'Nimal',
    lastName: 'Perera',
    name: 'Nimal Perera',
    email: 'nimal@example.com',
    phone: '+94 77 123 4567',
    role: 'user',
    isEmailVerified: true,
    isDisabled: false,
    createdAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: '3',
    orderID: 'WA-ABCD2345',
    email: 'kamala@example.com',
    name: 'Kamala Silva',
    address: '12 Lake Road, Kandy',
    phoneNumber: '0771234567',
    status: 'Pending',
    subtotal: 3000,
    shippingFee: 0,
    country: 'LK',
    shippingMethod: 'standard',
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    paymentNote: null,
    hasPaymentSlip: false,
    paymentFlag: null,
    hiddenByShopperAt: null,
    total: 3000,
    labeledTotal: 3600,
    date: '2026-11-20T09:30:00.000Z',
    billItems: [
      {
        productId: 'WA-001',
        productName: 'Golden Hour',
        name: 'Golden Hour',
        image: '/uploads/golden.jpg',
        quantity: 2,
        price: 1500,
        labeledPrice: 1800,
        size: '18x24 in',
      },
    ],
    ...overrides,
  };
}

export function page<T>(items: T[], total = items.length, pageNo = 1, limit = 20): Page<T> {
  return { items, total, page: pageNo, limit };
}
