import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_SETTINGS as RATES } from '@wallart/domain';
import { createProduct, createUser } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const days = (min: number, max: number) => ({ min, max });

describe('POST /api/shipping/quote', () => {
  it('quotes both home methods for anyone, priced by the server, standard first', async () => {
    const print = await createProduct(app, { price: 1500.25, stock: 5 });
    const api = clientFor(app);
    const quote = await api.shipping.quote({
      country: 'LK',
      billItems: [{ productId: print.productId, quantity: 2 }],
    });
    expect(api.lastAnswer().status).toBe(200);
    expect(quote).toEqual({
      subtotal: 3000.5,
      methods: [
        {
          method: 'standard',
          label: 'Standard delivery',
          fee: RATES.standard.fee,
          days: days(3, 7),
        },
        { method: 'express', label: 'Express delivery', fee: RATES.express.fee, days: days(1, 3) },
      ],
    });
  });

  it('defaults to the home country and makes standard free from exactly LKR 5,000', async () => {
    const at = await createProduct(app, { price: 5000, stock: 5 });
    const below = await createProduct(app, { price: 4999.99, stock: 5 });
    const api = clientFor(app);
    const free = await api.shipping.quote({
      billItems: [{ productId: at.productId, quantity: 1 }],
    });
    expect(free.subtotal).toBe(5000);
    expect(free.methods.map((m) => [m.method, m.fee])).toEqual([
      ['standard', 0],
      ['express', RATES.express.fee],
    ]);
    const paying = await api.shipping.quote({
      billItems: [{ productId: below.productId, quantity: 1 }],
    });
    expect(paying.methods[0]?.fee).toBe(RATES.standard.fee);
  });

  it("quotes international only abroad, by the country's zone", async () => {
    const print = await createProduct(app, { price: 9000, stock: 5 });
    const billItems = [{ productId: print.productId, quantity: 1 }];
    const api = clientFor(app);
    expect(await api.shipping.quote({ country: 'FR', billItems })).toEqual({
      subtotal: 9000,
      methods: [
        {
          method: 'international',
          label: 'International shipping (Europe)',
          fee: RATES.international.europe.fee,
          days: days(7, 21),
        },
      ],
    });
    const us = await api.shipping.quote({ country: 'US', billItems });
    expect(us.methods.map((m) => [m.method, m.fee])).toEqual([
      ['international', RATES.international.americas.fee],
    ]);
  });

  // Prices a client sends cannot be typed into the client: a raw request on purpose.
  it("ignores prices sent by the client and follows the settings' rates", async () => {
    const print = await createProduct(app, { price: 2000, stock: 5 });
    const res = await app.call('POST', '/api/shipping/quote', {
      body: { country: 'LK', billItems: [{ productId: print.productId, quantity: 3, price: 1 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.subtotal).toBe(6000);

    const admin = clientFor(app, await createUser(app, { role: 'admin' }));
    const settings = await admin.system.settings();
    await admin.system.updateSettings({
      ...settings,
      shipping: {
        ...settings.shipping,
        freeShippingThreshold: 10000,
        express: { fee: 1750, days: days(1, 2) },
      },
    });
    const quote = await clientFor(app).shipping.quote({
      billItems: [{ productId: print.productId, quantity: 3 }],
    });
    expect(quote.methods).toEqual([
      expect.objectContaining({ method: 'standard', fee: RATES.standard.fee }),
      expect.objectContaining({ method: 'express', fee: 1750, days: days(1, 2) }),
    ]);
    await admin.system.updateSettings(settings);
  });

  it('answers 404 for a product that does not exist', async () => {
    const error = await apiError(
      clientFor(app).shipping.quote({ billItems: [{ productId: 'NOPE-1', quantity: 1 }] }),
    );
    expect([error.status, error.message]).toEqual([404, 'Product NOPE-1 is not available']);
  });

  // Malformed bodies cannot be typed into the client: raw requests on purpose.
  it('answers 400 for an unknown country or an empty bill', async () => {
    const res = await app.call('POST', '/api/shipping/quote', {
      body: { country: 'XX', billItems: [] },
    });
    expect(res.status).toBe(400);
    expect((res.body.errors as { path: string }[]).map((e) => e.path)).toEqual([
      'country',
      'billItems',
    ]);
  });
});
