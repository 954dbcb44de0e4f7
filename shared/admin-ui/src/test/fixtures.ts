import type { Order, Page, Product, Review, User } from '@wallart/domain/rules';
import { ApiError, type ShopConfig } from '@wallart/domain/api-client';

/** The sample data of the admin's, the storefront's and the desktop's screen tests. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const shown = {
    _id: '1',
    productId: 'WA-LR-001',
    name: 'Misty Ella Ridge at Dawn',
    altNames: ['Ella Gap'],
    price: 18500,
    labeledPrice: 22000,
    category: 'Living Room' as const,
    description: 'Blue-grey ridges at first light.',
    kind: 'print' as const,
    stock: 5,
    images: ['/uploads/misty.jpg', '/uploads/misty-room.jpg'],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
  // One size carrying the product's price and stock, as a product made before sizes has.
  const oneSize = {
    size: '12x18 in',
    price: shown.price,
    labeledPrice: shown.labeledPrice,
    stock: shown.stock ?? 0,
    width: 12,
    height: 18,
    unit: 'in' as const,
  };
  return { ...shown, sizes: overrides.sizes ?? [oneSize] };
}

export function aUser(overrides: Partial<User> = {}): User {
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

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '3',
    orderID: 'WA-ABCD2345',
    email: 'kamala@example.com',
    name: 'Kamala Silva',
    address: '12 Lake Road, Kandy',
    phoneNumber: '0771234567',
    status: 'Pending',
    subtotal: 18500,
    shippingFee: 0,
    country: 'LK',
    shippingMethod: 'standard',
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    paymentNote: null,
    hasPaymentSlip: false,
    paymentFlag: null,
    hiddenByShopperAt: null,
    total: 18500,
    labeledTotal: 22000,
    date: '2026-11-20T09:30:00.000Z',
    billItems: [
      {
        productId: 'WA-LR-001',
        productName: 'Misty Ella Ridge at Dawn',
        name: 'Misty Ella Ridge at Dawn',
        image: '/uploads/misty.jpg',
        quantity: 1,
        price: 18500,
        labeledPrice: 22000,
        size: '18x24 in',
      },
    ],
    ...overrides,
  };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: '1',
    name: 'Kasun Fernando',
    title: 'Our restaurant finally feels finished',
    comment: 'Every canvas matched the photos.',
    rating: 5,
    image: '',
    isHidden: false,
    isApproved: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aPage<T>(items: T[], total = items.length, pageNo = 1, limit = 20): Page<T> {
  return { items, total, page: pageNo, limit };
}

/** An error answer from the server, as the api client throws it. */
export function serverError(status: number, message: string): ApiError {
  return new ApiError(status, message);
}

/** A request that never reached the server. */
export function networkError(): ApiError {
  return new ApiError(0, 'Cannot reach the shop server');
}

/** The shop's public config as a fresh shop answers it (no Google, no card gateway). */
export function aShopConfig(overrides: Partial<ShopConfig> = {}): ShopConfig {
  return {
    googleClientId: null,
    paymentMethods: ['cod', 'bank-transfer'],
    bankDetails: {
      bankName: 'Commercial Bank',
      accountName: 'Wall Art Shop',
      accountNumber: '1000 2000 3000',
      branch: 'Colombo 03',
      swift: '',
    },
    shop: {
      name: 'Wall Art Shop',
      address: '12 Galle Road, Colombo 03',
      phone: '0112345678',
      email: 'hello@wallart.test',
    },
    returnDays: 30,
    freeShippingThreshold: 5000,
    ...overrides,
  };
}
