import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHIPPING_SETTINGS as RATES, type Order } from '@wallart/domain';
import { OrderModel, ShopSettingModel } from '../../db/models';
import { SETTINGS_KEPT_MS } from '../settings/settings.service';
import { createUser } from '../../test/factories';
import { clientFor } from '../../test/test-app';
import { app, checkout, DELIVERY, printAt, shopper, useCheckoutShop } from './testing/order-shop';

/**
 * Checkout's totals (PRODUCT §7): the free-shipping threshold and the fees staff set, and the
 * subtotal, fee and total the server computes and stores whatever the client sends.
 */
useCheckoutShop();

describe('the free-shipping threshold (LKR 5,000)', () => {
  it('charges home standard shipping at LKR 4,999.99 and nothing at exactly LKR 5,000', async () => {
    const below = await checkout({}, 4999.99);
    expect([below.subtotal, below.shippingFee, below.total]).toEqual([
      4999.99,
      RATES.standard.fee,
      4999.99 + RATES.standard.fee,
    ]);
    const at = await checkout({}, 5000);
    expect([at.subtotal, at.shippingFee, at.total]).toEqual([5000, 0, 5000]);
    const above = await checkout({}, 2500, 3);
    expect([above.subtotal, above.shippingFee, above.total]).toEqual([7500, 0, 7500]);
  });

  it('always charges express, at and above the threshold', async () => {
    for (const price of [4999.99, 5000, 12000]) {
      const order = await checkout({ shippingMethod: 'express' }, price);
      expect(order.shippingFee).toBe(RATES.express.fee);
      expect(order.total).toBe(Math.round((price + RATES.express.fee) * 100) / 100);
    }
  });

  it('sums the lines in cents: 3 × 1,666.67 = 5,000.01 is free, 3 × 1,666.66 is not', async () => {
    const free = await checkout({}, 1666.67, 3);
    expect([free.subtotal, free.shippingFee, free.total]).toEqual([5000.01, 0, 5000.01]);
    const paying = await checkout({}, 1666.66, 3);
    expect([paying.subtotal, paying.shippingFee, paying.total]).toEqual([4999.98, 450, 5449.98]);
  });

  it('follows the threshold and fees staff set in the settings', async () => {
    const admin = clientFor(app, await createUser(app, { role: 'admin' }));
    const settings = await admin.system.settings();
    await admin.system.updateSettings({
      ...settings,
      shipping: {
        ...settings.shipping,
        standard: { ...settings.shipping.standard, fee: 399.5 },
        freeShippingThreshold: 8000,
      },
    });
    try {
      const order = await checkout({}, 5000);
      expect([order.shippingFee, order.total]).toEqual([399.5, 5399.5]);
      const free = await checkout({}, 8000);
      expect(free.shippingFee).toBe(0);
    } finally {
      await admin.system.updateSettings(settings);
    }
    // The very next order after staff's save, though checkout had the fee from a moment before.
    expect((await checkout({}, 4000)).shippingFee).toBe(450);
  });

  it("prices with another server's change within a second (decision 0078)", async () => {
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    const stored = await ShopSettingModel.findByPk('shop', { raw: true });
    try {
      expect((await checkout({}, 4000)).shippingFee).toBe(450);
      // As another server's save: written to the database, not through this server.
      const settings = await clientFor(
        app,
        await createUser(app, { role: 'admin' }),
      ).system.settings();
      await ShopSettingModel.upsert({
        key: 'shop',
        value: JSON.stringify({
          ...settings,
          shipping: { ...settings.shipping, standard: { ...settings.shipping.standard, fee: 610 } },
        }),
        updatedAt: new Date(now),
      });
      expect((await checkout({}, 4000)).shippingFee).toBe(450);
      clock.mockReturnValue(now + SETTINGS_KEPT_MS);
      expect((await checkout({}, 4000)).shippingFee).toBe(610);
    } finally {
      clock.mockRestore();
      if (stored) await ShopSettingModel.upsert(stored);
      else await ShopSettingModel.destroy({ where: { key: 'shop' } });
    }
  });
});

describe('what the server stores', () => {
  // Sends a fee, subtotal and total of its own: a raw request on purpose.
  it('ignores client-sent fees, subtotals, totals and payment status', async () => {
    const product = await printAt(1200);
    const res = await app.call('POST', '/api/order', {
      token: shopper.token,
      body: {
        ...DELIVERY,
        billItems: [{ productId: product.productId, quantity: 2 }],
        shippingMethod: 'express',
        shippingFee: 0,
        subtotal: 1,
        total: 1,
        paymentStatus: 'paid',
      },
    });
    expect(res.status).toBe(201);
    const order = res.body.order as Order;
    expect(order).toMatchObject({
      subtotal: 2400,
      shippingFee: RATES.express.fee,
      total: 2400 + RATES.express.fee,
      paymentStatus: 'unpaid',
    });
    const row = await OrderModel.findOne({ where: { orderID: order.orderID }, raw: true });
    expect(row).toMatchObject({
      country: 'LK',
      shippingMethod: 'express',
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
    });
    expect(Number(row?.subtotalCents)).toBe(240_000);
    expect(Number(row?.shippingFeeCents)).toBe(RATES.express.fee * 100);
    expect(Number(row?.totalCents)).toBe(240_000 + RATES.express.fee * 100);
    // The order reads back exactly as it was answered.
    const { statusHistory: _h, ...stored } = await clientFor(app, shopper).order.get(order.orderID);
    expect(stored).toEqual(order);
  });

  it('answers total = subtotal + shippingFee, to the cent, on every order', async () => {
    const orders = await OrderModel.findAll({ raw: true });
    expect(orders.length).toBeGreaterThan(10);
    for (const o of orders) {
      expect(Number(o.totalCents)).toBe(Number(o.subtotalCents) + Number(o.shippingFeeCents));
    }
  });
});
