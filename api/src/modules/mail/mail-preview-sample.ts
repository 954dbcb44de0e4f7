import type { Order, OrderReturn } from '@wallart/domain';

/**
 * The order staff see the mails rendered for: two prints in two sizes, to a home address.
 * Made up, and never stored: the previews show the shop's real look and words, not a customer.
 */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '0',
    orderID: 'WA-SAMPLE42',
    email: 'amaya.perera@example.com',
    name: 'Amaya Perera',
    address: '12 Lake Road\nKandy 20000',
    phoneNumber: '+94 77 123 4567',
    status: 'Pending',
    subtotal: 31500,
    shippingFee: 0,
    total: 31500,
    labeledTotal: 36000,
    country: 'LK',
    shippingMethod: 'standard',
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    paymentNote: null,
    hasPaymentSlip: false,
    paymentFlag: null,
    hiddenByShopperAt: null,
    date: new Date().toISOString(),
    billItems: [
      {
        productId: 'WA-LR-001',
        productName: 'Misty Ella Ridge at Dawn',
        name: 'Misty Ella Ridge at Dawn',
        image: '',
        quantity: 1,
        price: 18500,
        labeledPrice: 22000,
        size: '18x24 in',
      },
      {
        productId: 'WA-RL-004',
        productName: 'Temple of the Tooth at Dusk',
        name: 'Temple of the Tooth at Dusk',
        image: '',
        quantity: 2,
        price: 6500,
        labeledPrice: 7000,
        size: '12x18 in',
      },
    ],
    tracking: null,
    ...overrides,
  };
}

/** The sample order's return of one print, at the step a preview shows. */
export function sampleReturn(overrides: Partial<OrderReturn> = {}): OrderReturn {
  const at = new Date().toISOString();
  return {
    _id: '0',
    orderID: 'WA-SAMPLE42',
    status: 'requested',
    reason: 'damaged',
    note: 'The frame arrived with a cracked corner.',
    staffNote: null,
    photos: 1,
    lines: [{ productId: 'WA-RL-004', size: '12x18 in', quantity: 1, restocked: 0 }],
    refund: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
