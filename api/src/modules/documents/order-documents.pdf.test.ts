import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, formatLKR, MAX_ORDER_LINES, type Order } from '@wallart/domain';
import { renderInvoice } from './invoice-pdf';
import { renderPackingSlip } from './packing-slip-pdf';
import { readPdf } from './testing/pdf-reader';

/** An order as the API answers it, with `lines` lines of alternating sizes. */
function orderWith(lines: number): Order {
  const billItems = Array.from({ length: lines }, (_, i) => ({
    productId: `WA-P${String(i + 1).padStart(3, '0')}`,
    productName: i % 2 ? 'Misty Mountains at Dawn, a print whose name wraps' : 'Café Sunset',
    name: 'same',
    image: '/uploads/x.jpg',
    quantity: (i % 3) + 1,
    price: 4500 + i * 250,
    labeledPrice: 5000 + i * 250,
    size: i % 2 ? '24x36 in' : '12x18 in',
  }));
  const subtotal = billItems.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return {
    _id: '1',
    orderID: 'WA-7K2M9QXD',
    email: 'amaya@example.lk',
    name: 'Amaya Perera',
    address: '12 Lake Road\nKandy',
    phoneNumber: '+94 77 123 4567',
    status: 'Pending',
    subtotal,
    shippingFee: 0,
    total: subtotal,
    labeledTotal: subtotal,
    country: 'LK',
    shippingMethod: 'standard',
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    paymentNote: null,
    hasPaymentSlip: false,
    paymentFlag: null,
    hiddenByShopperAt: null,
    date: '2026-11-25T20:30:00.000Z',
    billItems,
  };
}

describe('order documents across pages', () => {
  it('an invoice of the most lines an order may have runs over pages, each with the table header, all lines and one total', async () => {
    const order = orderWith(MAX_ORDER_LINES);
    const { text, pages } = await readPdf(
      await renderInvoice({ order, settings: DEFAULT_SHOP_SETTINGS }),
    );
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/PRINT SIZE QTY UNIT PRICE LINE TOTAL/g)).toHaveLength(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    for (const item of order.billItems) {
      expect(text).toContain(`${item.size} ${item.quantity} ${formatLKR(item.price)}`);
    }
    expect(text.match(/^Total /gm)).toHaveLength(1);
    expect(text).toContain(`Total ${formatLKR(order.total)}`);
    expect(text).toContain('Shipping: Standard delivery Free');
  });

  it('an invoice shows the discount code and what it took off, and the discounted total', async () => {
    const order = { ...orderWith(2), discountCode: 'WELCOME10', discount: 1000 };
    order.total = order.subtotal - 1000;
    const { text } = await readPdf(await renderInvoice({ order, settings: DEFAULT_SHOP_SETTINGS }));
    expect(text).toContain(`Subtotal ${formatLKR(order.subtotal)}`);
    expect(text).toContain('Discount (WELCOME10) - LKR 1,000.00');
    expect(text).toContain(`Total ${formatLKR(order.total)}`);
    const plain = await readPdf(
      await renderInvoice({ order: orderWith(2), settings: DEFAULT_SHOP_SETTINGS }),
    );
    expect(plain.text).not.toContain('Discount');
  });

  it('a packing slip of many lines lists every product id over its pages', async () => {
    const order = orderWith(MAX_ORDER_LINES);
    const { text, pages } = await readPdf(
      await renderPackingSlip({ order, shop: DEFAULT_SHOP_SETTINGS.shop }),
    );
    expect(pages).toBeGreaterThan(1);
    for (const item of order.billItems) expect(text).toContain(`${item.productId} `);
    const prints = order.billItems.reduce((sum, item) => sum + item.quantity, 0);
    expect(text).toContain(`${prints} prints in this parcel.`);
  });

  it('dates an order by the shop’s calendar (Sri Lanka), not the server’s', async () => {
    // 20:30 UTC on 25 November is 02:00 on 26 November in Colombo.
    const { text } = await readPdf(
      await renderInvoice({ order: orderWith(1), settings: DEFAULT_SHOP_SETTINGS }),
    );
    expect(text).toContain('Order date: 26 November 2026');
  });
});
