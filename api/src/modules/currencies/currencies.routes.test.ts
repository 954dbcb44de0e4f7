import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_CURRENCIES, type ShopSettings } from '@wallart/domain';
import { AuditEntryModel } from '../../db/models';
import { createUser, type SignedIn } from '../../test/factories';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => app.close());

const listed = [
  { code: 'LKR', rate: 1, decimals: 2 },
  { code: 'USD', rate: 298.75, decimals: 2 },
  { code: 'JPY', rate: 2.05, decimals: 0 },
];

async function saveCurrencies(currencies: unknown) {
  const settings = await clientFor(app, admin).system.settings();
  return app.call('PUT', '/api/admin/settings', {
    token: admin.token,
    body: { ...settings, currencies },
  });
}

describe('GET /api/currencies', () => {
  it("answers anyone a fresh shop's currencies, LKR first, revalidated on every use", async () => {
    const api = clientFor(app);
    expect(await api.system.currencies()).toEqual(DEFAULT_DISPLAY_CURRENCIES);
    expect(api.lastAnswer().status).toBe(200);
    expect(api.lastAnswer().headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the currencies staff saved, and the save is audited with the list before and after', async () => {
    const res = await saveCurrencies(listed.map((c) => ({ ...c, code: c.code.toLowerCase() })));
    expect(res.status).toBe(200);
    expect((res.body as ShopSettings).currencies).toEqual(listed);
    expect(await clientFor(app).system.currencies()).toEqual(listed);

    const { items } = await clientFor(app, admin).system.audit({ entityType: 'settings' });
    expect(items[0]).toMatchObject({ action: 'settings.update', actorEmail: admin.user.email });
    expect((items[0]?.before as ShopSettings).currencies).toEqual(DEFAULT_DISPLAY_CURRENCIES);
    expect((items[0]?.after as ShopSettings).currencies).toEqual(listed);
  });
});

describe('PUT /api/admin/settings with display currencies', () => {
  it('answers 400 naming each bad currency field, and changes nothing', async () => {
    const before = await clientFor(app, admin).system.settings();
    const audited = await AuditEntryModel.count();
    const res = await saveCurrencies([
      { code: 'LKR', rate: 1, decimals: 2 },
      { code: 'XYZ', rate: 300, decimals: 2 },
      { code: 'EUR', rate: 0, decimals: 2 },
      { code: 'GBP', rate: -2, decimals: 7 },
      { code: 'USD', rate: 'a lot', decimals: 2 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'currencies.1.code', message: 'Enter an ISO 4217 currency code, such as USD' },
        { path: 'currencies.2.rate', message: 'Rate must be above 0' },
        { path: 'currencies.3.rate', message: 'Rate must be above 0' },
        { path: 'currencies.3.decimals', message: 'Decimals is at most 3' },
        { path: 'currencies.4.rate', message: 'Rate must be a number' },
      ]),
    );
    expect(await clientFor(app, admin).system.settings()).toEqual(before);
    expect(await AuditEntryModel.count()).toBe(audited);
  });

  it('refuses a list without LKR, LKR at another rate, or a code listed twice', async () => {
    const before = await clientFor(app).system.currencies();
    const withoutLkr = await saveCurrencies([{ code: 'USD', rate: 300, decimals: 2 }]);
    expect(withoutLkr.status).toBe(400);
    expect(withoutLkr.body.errors).toEqual([
      { path: 'currencies', message: 'LKR is always listed' },
    ]);

    const lkrChanged = await saveCurrencies([{ code: 'LKR', rate: 3, decimals: 2 }]);
    expect(lkrChanged.status).toBe(400);
    expect(lkrChanged.body.errors).toEqual([
      { path: 'currencies.0.rate', message: "LKR is the shop's own currency: its rate is 1" },
    ]);

    const twice = await saveCurrencies([...listed, { code: 'usd', rate: 301, decimals: 2 }]);
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([
      { path: 'currencies.3.code', message: 'USD is listed twice' },
    ]);
    expect(await clientFor(app).system.currencies()).toEqual(before);
  });
});
