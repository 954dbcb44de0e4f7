import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@wallart/domain';
import { AuditEntryModel, ShopSettingModel } from '../../db/models';
import { createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
});
afterAll(async () => app.close());

const changed: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  shop: { ...DEFAULT_SHOP_SETTINGS.shop, name: 'Lanka Wall Prints' },
  bank: {
    bankName: 'Sampath Bank',
    accountName: 'Lanka Wall Prints (Pvt) Ltd',
    accountNumber: '0042-1234-5678',
    branch: 'Nugegoda',
    swift: 'BSAMLKLX',
  },
  shipping: {
    ...DEFAULT_SHOP_SETTINGS.shipping,
    standard: { fee: 500, days: { min: 2, max: 5 } },
    freeShippingThreshold: 7500.5,
  },
};

describe('GET/PUT /api/admin/settings', () => {
  it('answers 401 without a token and 403 for a shopper, for reading and writing', async () => {
    const anonymous = clientFor(app);
    const asShopper = clientFor(app, shopper);
    expect((await apiError(anonymous.system.settings())).status).toBe(401);
    expect((await apiError(anonymous.system.updateSettings(changed))).status).toBe(401);
    expect((await apiError(asShopper.system.settings())).status).toBe(403);
    expect((await apiError(asShopper.system.updateSettings(changed))).status).toBe(403);
    expect(await ShopSettingModel.count()).toBe(0);
  });

  it("answers a fresh shop's defaults before anything is saved", async () => {
    expect(await clientFor(app, admin).system.settings()).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('saves the settings under `shop`, answers them, and records the change once in the audit log', async () => {
    const api = clientFor(app, admin);
    const saved = await api.system.updateSettings(changed);
    expect(api.lastAnswer().status).toBe(200);
    expect(saved).toEqual(changed);
    expect(await api.system.settings()).toEqual(changed);

    const row = await ShopSettingModel.findByPk('shop', { raw: true });
    expect(JSON.parse(row?.value ?? 'null')).toEqual(changed);

    const { items } = await api.system.audit({ entityType: 'settings' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'settings.update',
      entityType: 'settings',
      entityId: 'shop',
      actorEmail: admin.user.email,
      before: DEFAULT_SHOP_SETTINGS,
      after: changed,
    });

    // Saving the same settings again changes nothing and records nothing.
    await api.system.updateSettings(changed);
    expect(await AuditEntryModel.count({ where: { entityType: 'settings' } })).toBe(1);
  });

  // Broken bodies cannot be typed into the client: raw requests on purpose.
  it('answers 400 with an error per field and keeps the saved settings', async () => {
    const before = await clientFor(app, admin).system.settings();
    const res = await app.call('PUT', '/api/admin/settings', {
      token: admin.token,
      body: {
        ...changed,
        bank: { ...changed.bank, accountNumber: 'ABC', swift: 'nope' },
        shipping: {
          ...changed.shipping,
          express: { fee: -1, days: { min: 3, max: 1 } },
          freeShippingThreshold: 10.001,
        },
      },
    });
    expect(res.status).toBe(400);
    const paths = (res.body.errors as { path: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual([
      'bank.accountNumber',
      'bank.swift',
      'shipping.express.days.max',
      'shipping.express.fee',
      'shipping.freeShippingThreshold',
    ]);
    const missing = await app.call('PUT', '/api/admin/settings', {
      token: admin.token,
      body: { shop: changed.shop },
    });
    expect(missing.status).toBe(400);
    expect((missing.body.errors as { path: string }[]).map((e) => e.path)).toEqual(
      expect.arrayContaining(['bank', 'tax', 'shipping']),
    );
    expect(await clientFor(app, admin).system.settings()).toEqual(before);
  });

  it('takes VAT registration with its rate and number, and refuses registration without them', async () => {
    const api = clientFor(app, admin);
    const registered = { vatRegistered: true, vatRate: 18, vatNumber: '114567890-7000' };
    expect((await api.system.updateSettings({ ...changed, tax: registered })).tax).toEqual(
      registered,
    );
    const before = await api.system.settings();
    const res = await app.call('PUT', '/api/admin/settings', {
      token: admin.token,
      body: { ...changed, tax: { vatRegistered: true, vatRate: 0, vatNumber: '' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid');
    expect((res.body.errors as { path: string }[]).map((e) => e.path).sort()).toEqual([
      'tax.vatNumber',
      'tax.vatRate',
    ]);
    expect(await api.system.settings()).toEqual(before);
  });

  it('fills fields missing from stored settings (older or hand-edited) with the defaults', async () => {
    await ShopSettingModel.upsert({
      key: 'shop',
      value: JSON.stringify({ shop: { name: 'Old Shop' }, shipping: { express: { fee: 1500 } } }),
      updatedAt: new Date(),
    });
    const read = await clientFor(app, admin).system.settings();
    expect(read.shop).toEqual({ ...DEFAULT_SHOP_SETTINGS.shop, name: 'Old Shop' });
    expect(read.shipping.express).toEqual({ ...DEFAULT_SHOP_SETTINGS.shipping.express, fee: 1500 });
    expect(read.bank).toEqual(DEFAULT_SHOP_SETTINGS.bank);
    expect(read.tax).toEqual(DEFAULT_SHOP_SETTINGS.tax);

    await ShopSettingModel.upsert({ key: 'shop', value: 'not json', updatedAt: new Date() });
    expect(await clientFor(app, admin).system.settings()).toEqual(DEFAULT_SHOP_SETTINGS);
  });
});
