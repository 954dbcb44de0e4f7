import type { OrderStatus } from '@wallart/domain';

/** A few customers besides the demo shopper, so the admin screens look like a real shop's. */
export const DEMO_CUSTOMERS = [
  {
    firstName: 'Nimali',
    lastName: 'Perera',
    email: 'nimali.perera@wallart.test',
    phone: '+94 77 123 4567',
  },
  {
    firstName: 'Kasun',
    lastName: 'Fernando',
    email: 'kasun.fernando@wallart.test',
    phone: '+94 71 555 0192',
  },
  {
    firstName: 'Amara',
    lastName: 'Jayasinghe',
    email: 'amara.j@wallart.test',
    phone: '+94 76 880 4410',
  },
] as const;

export interface DemoOrder {
  /** Index into [shopper, ...DEMO_CUSTOMERS]. */
  customer: number;
  daysAgo: number;
  status: OrderStatus;
  lines: { product: number; quantity: number; size?: '12x18 in' | '18x24 in' | '24x36 in' }[];
}

const ADDRESSES = [
  '42 Galle Road, Colombo 03',
  '17 Temple Street, Kandy',
  '8 Lighthouse Street, Galle Fort',
  '221 Havelock Road, Colombo 05',
];

export const addressFor = (customer: number) => ADDRESSES[customer % ADDRESSES.length] ?? '';

/** Orders in every status, spread over the last month (product = index into the catalogue). */
export const DEMO_ORDERS: DemoOrder[] = [
  {
    customer: 0,
    daysAgo: 0,
    status: 'Pending',
    lines: [
      { product: 0, quantity: 1 },
      { product: 13, quantity: 2, size: '18x24 in' },
    ],
  },
  {
    customer: 0,
    daysAgo: 1,
    status: 'Processing',
    lines: [{ product: 24, quantity: 1, size: '24x36 in' }],
  },
  {
    customer: 0,
    daysAgo: 5,
    status: 'Shipped',
    lines: [
      { product: 2, quantity: 1 },
      { product: 35, quantity: 1 },
      { product: 26, quantity: 1 },
      { product: 14, quantity: 1 },
    ],
  },
  { customer: 0, daysAgo: 12, status: 'Delivered', lines: [{ product: 5, quantity: 2 }] },
  { customer: 0, daysAgo: 20, status: 'Cancelled', lines: [{ product: 7, quantity: 1 }] },
  {
    customer: 1,
    daysAgo: 2,
    status: 'Pending',
    lines: [{ product: 0, quantity: 1, size: '24x36 in' }],
  },
  {
    customer: 1,
    daysAgo: 9,
    status: 'Delivered',
    lines: [
      { product: 13, quantity: 1 },
      { product: 3, quantity: 1 },
    ],
  },
  { customer: 2, daysAgo: 3, status: 'Processing', lines: [{ product: 22, quantity: 3 }] },
  {
    customer: 2,
    daysAgo: 16,
    status: 'Delivered',
    lines: [
      { product: 0, quantity: 1 },
      { product: 33, quantity: 2 },
    ],
  },
  {
    customer: 3,
    daysAgo: 6,
    status: 'Shipped',
    lines: [{ product: 13, quantity: 1, size: '18x24 in' }],
  },
  {
    customer: 3,
    daysAgo: 25,
    status: 'Delivered',
    lines: [
      { product: 24, quantity: 1 },
      { product: 1, quantity: 1 },
    ],
  },
  { customer: 1, daysAgo: 28, status: 'Cancelled', lines: [{ product: 4, quantity: 1 }] },
];
