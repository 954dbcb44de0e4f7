import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@wallart/domain';
import { createUser } from '../../test/factories';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';

const SECRET = 'merchant-secret-never-shown';

describe('GET /api/config', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      integrations: { googleClientId: 'abc.apps.googleusercontent.com' },
    });
  });
  afterAll(async () => app.close());

  it('answers the Google client id, cash on delivery and bank transfer, and the default shop', async () => {
    const api = clientFor(app);
    expect(await api.system.config()).toEqual({
      googleClientId: 'abc.apps.googleusercontent.com',
      paymentMethods: ['cod', 'bank-transfer'],
      bankDetails: DEFAULT_SHOP_SETTINGS.bank,
      shop: DEFAULT_SHOP_SETTINGS.shop,
      returnDays: 30,
      freeShippingThreshold: 5000,
    });
    expect(api.lastAnswer().headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the bank details and shop staff saved in the settings', async () => {
    const admin = clientFor(app, await createUser(app, { role: 'admin' }));
    const settings = await admin.system.settings();
    const bank = { ...settings.bank, bankName: 'Hatton National Bank', accountNumber: '0099 8877' };
    const shop = { ...settings.shop, name: 'Kandy Prints' };
    const shipping = { ...settings.shipping, freeShippingThreshold: 7500 };
    const afterSale = { returnDays: 21 };
    await admin.system.updateSettings({ ...settings, bank, shop, shipping, afterSale });
    const config = await clientFor(app).system.config();
    expect(config.bankDetails).toEqual(bank);
    expect(config.shop).toEqual(shop);
    expect([config.returnDays, config.freeShippingThreshold]).toEqual([21, 7500]);
  });
});

describe('GET /api/config with a card gateway', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      integrations: {
        payhere: {
          merchantId: '1211149',
          merchantSecret: SECRET,
          checkoutUrl: 'https://sandbox.payhere.lk/pay/checkout',
        },
      },
    });
  });
  afterAll(async () => app.close());

  it('offers card too, and never lets the merchant secret out', async () => {
    const res = await app.call('GET', '/api/config');
    expect(res.status).toBe(200);
    expect(res.body.paymentMethods).toEqual(['cod', 'bank-transfer', 'card']);
    expect(res.body.googleClientId).toBeNull();
    expect(Object.keys(res.body).sort()).toEqual([
      'bankDetails',
      'freeShippingThreshold',
      'googleClientId',
      'paymentMethods',
      'returnDays',
      'shop',
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('1211149');
  });

  it('keeps the gateway settings on the services for the payment routes', () => {
    expect(app.services.payhere).toEqual({
      merchantId: '1211149',
      merchantSecret: SECRET,
      checkoutUrl: 'https://sandbox.payhere.lk/pay/checkout',
    });
  });
});
