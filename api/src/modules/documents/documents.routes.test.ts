import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  formatLKR,
  fromCents,
  includedVatCents,
  lineTotal,
  toCents,
  type Order,
  type ShopSettings,
} from '@wallart/domain';
import { createProduct, createUser, sizeLadder, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { readPdf } from './testing/pdf-reader';

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let order: Order;

const shopSettings: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  shop: {
    name: 'Lanka Wall Prints',
    address: '7 Temple Road\nNugegoda 10250',
    phone: '+94 11 765 4321',
    email: 'orders@lankawall.test',
  },
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
  await clientFor(app, admin).system.updateSettings(shopSettings);
  const ladder = await createProduct(app, {
    name: 'Misty Mountains',
    sizes: sizeLadder([5, 5, 5], 2250.5),
  });
  const single = await createProduct(app, { name: 'Café Sunset', price: 1800, stock: 4 });
  ({ order } = await clientFor(app, shopper).order.place({
    name: 'Amaya Perera',
    address: '12 Lake Road\nKandy',
    phoneNumber: '+94 77 123 4567',
    shippingMethod: 'express',
    paymentMethod: 'bank-transfer',
    billItems: [
      { productId: ladder.productId, quantity: 2, size: '24x36 in' },
      { productId: ladder.productId, quantity: 1, size: '12x18 in' },
      { productId: single.productId, quantity: 3 },
    ],
  }));
});
afterAll(async () => app.close());

describe('GET /api/order/:orderID/invoice.pdf', () => {
  it("gives the owner a PDF download with the shop's details, the order, its lines and totals", async () => {
    const api = clientFor(app, shopper);
    const blob = await api.documents.invoice(order.orderID);
    const { headers } = api.lastAnswer();
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${order.orderID}.pdf"`,
    );
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const { text, pages } = await readPdf(blob);
    expect(pages).toBe(1);
    for (const shopFact of ['Lanka Wall Prints', '7 Temple Road', 'Nugegoda 10250']) {
      expect(text).toContain(shopFact);
    }
    expect(text).toContain('+94 11 765 4321');
    expect(text).toContain(`Order: ${order.orderID}`);
    expect(text).toMatch(/Order date: \d{1,2} [A-Z][a-z]+ \d{4}/);
    for (const customerFact of ['Amaya Perera', '12 Lake Road', 'Kandy', 'Sri Lanka']) {
      expect(text).toContain(customerFact);
    }
    // Each line: name, size, quantity, unit price and line total, in that order on its row.
    for (const item of order.billItems) {
      expect(text).toContain(
        `${item.productName} ${item.size} ${item.quantity} ${formatLKR(item.price)} ${formatLKR(lineTotal(item))}`,
      );
    }
    expect(text).toContain('Misty Mountains 24x36 in 2 LKR 3,250.50 LKR 6,501.00');
    expect(text).toContain(`Subtotal ${formatLKR(order.subtotal)}`);
    expect(text).toContain(`Shipping: Express delivery ${formatLKR(order.shippingFee)}`);
    expect(text).toContain(`Total ${formatLKR(order.total)}`);
    expect(text).toContain('Payment method: Bank transfer');
    expect(text).toContain('Payment status: Unpaid');
    expect(text).not.toContain('VAT');
  });

  it('shows the VAT the total includes and the VAT number when the shop is VAT registered', async () => {
    const asAdmin = clientFor(app, admin);
    await asAdmin.system.updateSettings({
      ...shopSettings,
      tax: { vatRegistered: true, vatRate: 18, vatNumber: '114-567-890-7000' },
    });
    try {
      const { text } = await readPdf(
        await clientFor(app, shopper).documents.invoice(order.orderID),
      );
      const vat = formatLKR(fromCents(includedVatCents(toCents(order.total), 18)));
      expect(text).toContain(`of which VAT 18%: ${vat}`);
      expect(text).toContain('VAT No.: 114-567-890-7000');
      expect(text).toContain(`Total ${formatLKR(order.total)}`);
    } finally {
      await asAdmin.system.updateSettings(shopSettings);
    }
  });

  it('gives staff the invoice of any order', async () => {
    const { text } = await readPdf(await clientFor(app, admin).documents.invoice(order.orderID));
    expect(text).toContain(`Order: ${order.orderID}`);
  });

  it('answers another shopper as for a missing order: 404, the same words, nothing of the order', async () => {
    const stranger = await createUser(app);
    const theirs = await apiError(clientFor(app, stranger).documents.invoice(order.orderID));
    const missing = await apiError(clientFor(app, stranger).documents.invoice('WA-NOSUCH00'));
    expect(theirs.status).toBe(404);
    expect({ code: theirs.code, message: theirs.message }).toEqual({
      code: missing.code,
      message: missing.message,
    });
    expect(theirs.message).not.toContain(order.orderID);
  });

  it('answers 401 without a token and 400 for a malformed order id', async () => {
    const anonymous = await app.call('GET', `/api/order/${order.orderID}/invoice.pdf`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'unauthorized' });
    const malformed = await app.call('GET', '/api/order/not%20an%20id/invoice.pdf', {
      token: shopper.token,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'invalid' });
  });

  it('draws a Sinhala or accented name and address in their own letters', async () => {
    const product = await createProduct(app, { name: 'Ōkami Print', price: 1500 });
    const { order: theirs } = await clientFor(app, shopper).order.place({
      name: 'සුනිල් Perera',
      address: 'Café Lane 3, Nuwara Eliya\nශ්‍රී ලංකාව',
      phoneNumber: '+94 77 123 4567',
      billItems: [{ productId: product.productId, quantity: 1 }],
    });
    const { text } = await readPdf(await clientFor(app, shopper).documents.invoice(theirs.orderID));
    expect(text).toContain('සුනිල්');
    expect(text).toContain('Perera');
    expect(text).toContain('ලංකාව');
    expect(text).not.toContain('?');
    expect(text).toContain('Café Lane 3, Nuwara Eliya');
    expect(text).toContain('Okami Print');
    expect(text).toContain(`Total ${formatLKR(theirs.total)}`);
    const slip = await readPdf(await clientFor(app, admin).documents.packingSlip(theirs.orderID));
    expect(slip.text).toContain('සුනිල්');
    expect(slip.text).not.toContain('?');
  });
});

describe('GET /api/order/:orderID/packing-slip.pdf', () => {
  it('gives staff the address, phone, shipping method and lines with sizes, and no prices', async () => {
    const api = clientFor(app, admin);
    const blob = await api.documents.packingSlip(order.orderID);
    const { headers } = api.lastAnswer();
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toBe(
      `attachment; filename="packing-slip-${order.orderID}.pdf"`,
    );
    expect(headers.get('cache-control')).toBe('private, no-store');

    const { text } = await readPdf(blob);
    expect(text).toContain('Lanka Wall Prints');
    expect(text).toContain('Packing slip');
    expect(text).toContain(`Order: ${order.orderID}`);
    for (const fact of ['Amaya Perera', '12 Lake Road', 'Kandy', 'Sri Lanka', '+94 77 123 4567']) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('Shipping: Express delivery');
    for (const item of order.billItems) {
      expect(text).toContain(`${item.productId} ${item.productName} ${item.size} ${item.quantity}`);
    }
    expect(text).toContain('6 prints in this parcel.');
    expect(text).not.toMatch(/\bLKR\b|\bRs\b|total|price|\d,\d{3}\.\d\d/i);
    for (const item of order.billItems) {
      expect(text).not.toContain(formatLKR(item.price).replace('LKR ', ''));
    }
  });

  it('refuses a shopper, even the owner, with 403, and anyone unsigned with 401', async () => {
    const refused = await apiError(clientFor(app, shopper).documents.packingSlip(order.orderID));
    expect(refused.status).toBe(403);
    expect(refused.code).toBe('forbidden');
    const anonymous = await apiError(clientFor(app).documents.packingSlip(order.orderID));
    expect(anonymous.status).toBe(401);
  });

  it('answers 404 to staff for an order that does not exist', async () => {
    const missing = await apiError(clientFor(app, admin).documents.packingSlip('WA-NOSUCH00'));
    expect(missing.status).toBe(404);
  });
});
