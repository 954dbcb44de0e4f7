import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type Order, type ShopSettings } from '@wallart/domain';
import {
  customArtNoticeMail,
  newOrderNoticeMail,
  slipUploadedNoticeMail,
  orderConfirmationMail,
  resetCodeMail,
} from './mail-templates';

const ORDERS_URL = 'https://shop.example/admin/orders';

const order: Order = {
  _id: '1',
  orderID: 'WA-TEST1234',
  email: 'amaya@example.com',
  name: 'Amaya "Ami" Silva',
  address: '12 Lake Road\nKandy',
  phoneNumber: '+94 77 123 4567',
  status: 'Pending',
  subtotal: 1234567.5,
  shippingFee: 0,
  country: 'LK',
  shippingMethod: 'standard',
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
  paymentNote: null,
  hasPaymentSlip: false,
  paymentFlag: null,
  hiddenByShopperAt: null,
  total: 1234567.5,
  labeledTotal: 1300000,
  date: '2026-11-21T10:00:00.000Z',
  billItems: [
    {
      productId: 'P-1',
      productName: 'Sigiriya & Sky',
      name: 'Sigiriya & Sky',
      image: '/uploads/p1.jpg',
      quantity: 3,
      price: 411522.5,
      labeledPrice: 433333.33,
      size: '24x36 in',
    },
  ],
};

describe('mail templates', () => {
  it('puts the reset code in the body, never in the subject', () => {
    const mail = resetCodeMail({ firstName: 'Nimal', code: '042917', minutes: 10 });
    expect(mail.subject).not.toContain('042917');
    expect(mail.text).toContain('042917');
    expect(mail.html).toContain('042917');
    expect(mail.text).toContain('Hello Nimal,');
  });

  it('formats amounts in LKR and escapes names in the HTML part', () => {
    const mail = orderConfirmationMail(order, DEFAULT_SHOP_SETTINGS);
    expect(mail.text).toContain(
      'Sigiriya & Sky (24x36 in) × 3 @ LKR 411,522.50 = LKR 1,234,567.50',
    );
    expect(mail.text).toContain('Total: LKR 1,234,567.50');
    expect(mail.html).toContain('Sigiriya &amp; Sky');
    expect(mail.html).toContain('Amaya &quot;Ami&quot; Silva');
    expect(mail.html).toContain('LKR 1,234,567.50');
  });

  it('totals a line in cents, as the order does: 19.99 × 3 is exactly LKR 59.97', () => {
    const line = { ...order.billItems[0]!, productName: 'Ella Mist', price: 19.99, quantity: 3 };
    const small = { ...order, total: 59.97, billItems: [line] };
    for (const mail of [
      orderConfirmationMail(small, DEFAULT_SHOP_SETTINGS),
      newOrderNoticeMail(small, ORDERS_URL),
    ]) {
      expect(mail.text).toContain('Ella Mist (24x36 in) × 3 @ LKR 19.99 = LKR 59.97');
      expect(mail.html).toMatch(/LKR 19\.99<\/td><td[^>]*>LKR 59\.97<\/td>/);
    }
  });

  it('states shipping, the amount due and "pay on delivery" for cash on delivery', () => {
    const cod = { ...order, subtotal: 4999.99, shippingFee: 450, total: 5449.99 };
    const mail = orderConfirmationMail(cod, DEFAULT_SHOP_SETTINGS);
    expect(mail.text).toContain('Subtotal: LKR 4,999.99');
    expect(mail.text).toContain(
      'Shipping: Standard delivery to Sri Lanka (3–7 business days): LKR 450.00',
    );
    expect(mail.text).toContain('Total: LKR 5,449.99');
    expect(mail.text).toContain('Payment: Cash on delivery');
    expect(mail.text).toContain('Amount due: LKR 5,449.99');
    expect(mail.text).toContain('Next step: pay on delivery');
    expect(mail.text).not.toContain('Account number');
    expect(mail.html).toContain('Amount due: LKR 5,449.99');
    expect(mail.html).toContain('Next step: pay on delivery');
  });

  it('tells the shopper a Pending order is cancelled with Delete in My Orders, and changed by reply', () => {
    const mail = orderConfirmationMail(order, DEFAULT_SHOP_SETTINGS);
    expect(mail.text).toContain(
      'While it is still Pending you can cancel it yourself with Delete on the order in My Orders; to change it, reply to this e-mail.',
    );
    expect(mail.text).not.toMatch(/change or cancel it from My orders/i);
  });

  it('shows the discount code and what it took off between the subtotal and shipping', () => {
    const discounted = {
      ...order,
      subtotal: 6000,
      discountCode: 'WELCOME10',
      discount: 600,
      shippingFee: 0,
      total: 5400,
    };
    const mail = orderConfirmationMail(discounted, DEFAULT_SHOP_SETTINGS);
    expect(mail.text).toMatch(
      /Subtotal: LKR 6,000\.00\nDiscount \(WELCOME10\): - LKR 600\.00\nShipping: .*\nTotal: LKR 5,400\.00/,
    );
    expect(mail.html).toContain('Discount (WELCOME10)');
    expect(orderConfirmationMail(order, DEFAULT_SHOP_SETTINGS).text).not.toContain('Discount');
  });

  it('says free shipping when the fee is waived', () => {
    const mail = orderConfirmationMail(order, DEFAULT_SHOP_SETTINGS);
    expect(mail.text).toContain(
      'Shipping: Standard delivery to Sri Lanka (3–7 business days): Free',
    );
  });

  it('gives the bank details from the settings and asks for the slip on a bank transfer', () => {
    const settings: ShopSettings = {
      ...DEFAULT_SHOP_SETTINGS,
      bank: {
        bankName: 'Sampath <Bank>',
        accountName: 'Lanka Prints',
        accountNumber: '0042 1234 5678',
        branch: 'Nugegoda',
        swift: 'BSAMLKLX',
      },
    };
    const abroad: Order = {
      ...order,
      country: 'DE',
      shippingMethod: 'international',
      paymentMethod: 'bank-transfer',
      subtotal: 10000,
      shippingFee: 9500,
      total: 19500,
    };
    const mail = orderConfirmationMail(abroad, settings);
    expect(mail.text).toContain(
      'Shipping: International shipping (Europe) to Germany (7–21 business days): LKR 9,500.00',
    );
    expect(mail.text).toContain('Payment: Bank transfer');
    expect(mail.text).toContain('Amount due: LKR 19,500.00');
    expect(mail.text).toContain('upload your slip from My Orders');
    expect(mail.text).toContain('with your order number WA-TEST1234 as the reference');
    for (const line of [
      'Bank: Sampath <Bank>',
      'Account name: Lanka Prints',
      'Account number: 0042 1234 5678',
      'Branch: Nugegoda',
      'SWIFT: BSAMLKLX',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('Bank: Sampath &lt;Bank&gt;');
    expect(mail.html).toContain('Account number: 0042 1234 5678');
    expect(mail.html).not.toContain('<Bank>');
  });

  it('asks to complete the card payment on a card order, without bank details', () => {
    const mail = orderConfirmationMail({ ...order, paymentMethod: 'card' }, DEFAULT_SHOP_SETTINGS);
    expect(mail.text).toContain('Payment: Card');
    expect(mail.text).toContain('Amount due: LKR 1,234,567.50');
    expect(mail.text).toContain('complete your card payment');
    expect(mail.text).not.toContain('Account number');
  });

  it('tells the shop how the order ships and is paid', () => {
    const mail = newOrderNoticeMail({ ...order, paymentMethod: 'bank-transfer' }, ORDERS_URL);
    expect(mail.text).toContain('Shipping: Standard delivery to Sri Lanka, Free');
    expect(mail.text).toContain('Payment: Bank transfer (unpaid)');
    // A link to the order's drawer on the admin Orders screen.
    expect(mail.text).toContain(`Open the order: ${ORDERS_URL}?order=WA-TEST1234`);
    expect(mail.html).toContain(`href="${ORDERS_URL}?order=WA-TEST1234"`);
  });

  it('tells the shop of a bank slip to verify, linking to the order', () => {
    const mail = slipUploadedNoticeMail({ ...order, paymentMethod: 'bank-transfer' }, ORDERS_URL);
    expect(mail.subject).toBe('Bank slip to verify: order WA-TEST1234 from Amaya "Ami" Silva');
    expect(mail.text).toContain(`Open the order: ${ORDERS_URL}?order=WA-TEST1234`);
  });

  it('keeps the shop notice subject on one line', () => {
    const mail = newOrderNoticeMail({ ...order, name: 'Evil\r\nBcc: all@example.com' }, ORDERS_URL);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe(
      'New order WA-TEST1234: LKR 1,234,567.50 from Evil Bcc: all@example.com',
    );
  });

  it('shows a custom-art request as text, markup escaped and line breaks kept', () => {
    const mail = customArtNoticeMail({
      name: 'Tara',
      email: 'tara@example.com',
      style: '',
      message: 'Line one\n<script>alert(1)</script>',
    });
    expect(mail.subject).toBe('New custom art request from Tara');
    expect(mail.text).toContain('Style: not given');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('white-space:pre-wrap');
  });
});
