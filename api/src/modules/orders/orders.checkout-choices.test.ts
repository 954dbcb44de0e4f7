import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_SETTINGS as RATES } from '@wallart/domain';
import { createProduct, createUser } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import {
  app,
  checkout,
  DELIVERY,
  printAt,
  refused,
  shopper,
  useCheckoutShop,
} from './testing/order-shop';

/**
 * Checkout's destination, shipping method and way to pay (PRODUCT §7): each defaulted and
 * checked by the server, and the fee of the method it ships by.
 */
useCheckoutShop();

const europe = RATES.international.europe.fee;
const southAsia = RATES.international['south-asia'].fee;

describe('placing an order: destination, shipping and payment', () => {
  it("places SPEC's body (no country, no methods) as a home, standard, cash-on-delivery order", async () => {
    const order = await checkout({});
    expect(order).toMatchObject({
      country: 'LK',
      shippingMethod: 'standard',
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      subtotal: 1000,
      shippingFee: RATES.standard.fee,
      total: 1000 + RATES.standard.fee,
      billItems: [expect.objectContaining({ quantity: 1 })],
    });
  });

  it.each([
    [{ shippingMethod: 'standard' }, 'standard', RATES.standard.fee],
    [{ shippingMethod: 'express' }, 'express', RATES.express.fee],
    [
      { country: 'LK', shippingMethod: 'express', paymentMethod: 'bank-transfer' },
      'express',
      RATES.express.fee,
    ],
  ] as const)('at home, %j ships %s for its fee', async (choice, method, expected) => {
    const order = await checkout(choice);
    expect(order.country).toBe('LK');
    expect(order.shippingMethod).toBe(method);
    expect(order.shippingFee).toBe(expected);
    expect(order.total).toBe(1000 + expected);
  });

  it('ships abroad international by the zone, paid by bank transfer by default', async () => {
    const order = await checkout({ country: 'DE' });
    expect(order).toMatchObject({
      country: 'DE',
      shippingMethod: 'international',
      paymentMethod: 'bank-transfer',
      paymentStatus: 'unpaid',
      subtotal: 1000,
      shippingFee: europe,
      total: 1000 + europe,
    });
    const india = await checkout({ country: 'IN', shippingMethod: 'international' });
    expect([india.shippingFee, india.total]).toEqual([southAsia, 1000 + southAsia]);
  });

  it('never makes international free, whatever the subtotal', async () => {
    const order = await checkout({ country: 'GB' }, 9000);
    expect([order.shippingFee, order.total]).toEqual([europe, 9000 + europe]);
  });

  it.each([
    [
      { country: 'DE', shippingMethod: 'standard' },
      'Standard delivery is only within Sri Lanka; orders to Germany ship international',
    ],
    [
      { country: 'IN', shippingMethod: 'express' },
      'Express delivery is only within Sri Lanka; orders to India ship international',
    ],
    [
      { shippingMethod: 'international' },
      'International shipping is for orders outside Sri Lanka; choose standard or express',
    ],
    [
      { country: 'LK', shippingMethod: 'international' },
      'International shipping is for orders outside Sri Lanka; choose standard or express',
    ],
  ] as const)(
    'refuses %j with a 400 on shippingMethod and writes nothing',
    async (choice, message) => {
      const error = await refused(choice);
      expect([error.status, error.code]).toEqual([400, 'invalid']);
      expect(error.errors).toEqual([{ path: 'shippingMethod', message }]);
    },
  );

  it('refuses cash on delivery abroad with a 400 on paymentMethod', async () => {
    const error = await refused({ country: 'AU', paymentMethod: 'cod' });
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([
      {
        path: 'paymentMethod',
        message: 'Cash on delivery is only available within Sri Lanka; pay by bank transfer',
      },
    ]);
  });

  it('refuses card with a clear 400 while no card gateway is configured, at home and abroad', async () => {
    for (const country of ['LK', 'FR']) {
      const error = await refused({ country, paymentMethod: 'card' });
      expect(error.status).toBe(400);
      expect(error.errors).toEqual([
        {
          path: 'paymentMethod',
          message: 'Card payment is not available at the moment; choose another way to pay',
        },
      ]);
    }
  });

  it('accepts bank transfer at home', async () => {
    const order = await checkout({ paymentMethod: 'bank-transfer' });
    expect([order.paymentMethod, order.shippingMethod]).toEqual(['bank-transfer', 'standard']);
  });

  // An unknown country or method cannot be typed into the client: raw requests on purpose.
  it('answers 400 for an unknown country, shipping method or payment method', async () => {
    const product = await printAt(1000);
    const billItems = [{ productId: product.productId, quantity: 1 }];
    for (const extra of [
      { country: 'XX' },
      { shippingMethod: 'drone' },
      { paymentMethod: 'iou' },
    ]) {
      const res = await app.call('POST', '/api/order', {
        token: shopper.token,
        body: { ...DELIVERY, billItems, ...extra },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe(Object.keys(extra)[0]);
    }
  });
});

describe('card payment with a gateway configured', () => {
  let withCard: TestApp;
  beforeAll(async () => {
    withCard = await startTestApp({
      integrations: {
        payhere: {
          merchantId: '1211149',
          merchantSecret: 'merchant-secret-for-tests',
          checkoutUrl: 'https://sandbox.payhere.lk/pay/checkout',
        },
      },
    });
  });
  afterAll(async () => withCard.close());

  it('places a card order at home and abroad, unpaid until the gateway says otherwise', async () => {
    const buyer = await createUser(withCard);
    const product = await createProduct(withCard, { price: 3000, stock: 5 });
    const api = clientFor(withCard, buyer);
    for (const country of ['LK', 'JP']) {
      const { order } = await api.order.place({
        ...DELIVERY,
        billItems: [{ productId: product.productId, quantity: 1 }],
        country,
        paymentMethod: 'card',
      });
      expect(order).toMatchObject({ country, paymentMethod: 'card', paymentStatus: 'unpaid' });
    }
    const error = await apiError(
      api.order.place({
        ...DELIVERY,
        billItems: [{ productId: product.productId, quantity: 1 }],
        country: 'JP',
        paymentMethod: 'cod',
      }),
    );
    expect(error.errors[0]?.message).toBe(
      'Cash on delivery is only available within Sri Lanka; pay by bank transfer or card',
    );
  });
});
