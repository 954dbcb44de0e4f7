import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KEYS, DEFAULT_SHOP_SETTINGS, DEMO_CONTENT, LANGUAGES } from '@wallart/domain';
import { ShopContentModel } from '../../db/models';
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

describe('GET /api/content/:key and PUT /api/admin/content/:key', () => {
  it("answers a fresh shop's demo text with the settings it names", async () => {
    const text = await clientFor(app).content.read('returns');
    expect(text.body).toBe(DEMO_CONTENT.returns.en);
    expect(text.body).toContain('within {returnDays} days of delivery');
    expect(text.saved).toBe(false);
    expect(text.settings).toEqual({
      freeShippingThreshold: DEFAULT_SHOP_SETTINGS.shipping.freeShippingThreshold,
      returnDays: DEFAULT_SHOP_SETTINGS.afterSale.returnDays,
      shopName: DEFAULT_SHOP_SETTINGS.shop.name,
      shopEmail: DEFAULT_SHOP_SETTINGS.shop.email,
      shopPhone: DEFAULT_SHOP_SETTINGS.shop.phone,
      shopAddress: DEFAULT_SHOP_SETTINGS.shop.address,
    });
  });

  it("answers every page's demo text, in Sinhala and Tamil where the demo has them", async () => {
    const api = clientFor(app);
    for (const key of CONTENT_KEYS) {
      for (const language of LANGUAGES) {
        const text = await api.content.read(key, language);
        expect(text).toMatchObject({ key, language, saved: false });
        expect(text.body).toBe(DEMO_CONTENT[key][language]);
      }
    }
    expect((await api.content.read('faq', 'si')).body).toContain('## ');
    expect((await api.content.read('terms', 'en')).body).toContain('## 9. Contact Information');
  });

  it('refuses anyone but an admin, an unknown key and an unknown setting, saving nothing', async () => {
    const body = { language: 'en' as const, body: 'Returns within {returnDays} days.' };
    expect((await apiError(clientFor(app).content.save('returns', body))).status).toBe(401);
    expect((await apiError(clientFor(app, shopper).content.save('returns', body))).status).toBe(
      403,
    );
    const api = clientFor(app, admin);
    // A key outside the list reaches the server only from a caller that ignores the types.
    expect((await apiError(api.content.save('nope' as 'returns', body))).status).toBe(400);
    const wrong = await apiError(
      api.content.save('returns', { language: 'en', body: 'Within {returnWindow} days.' }),
    );
    expect(wrong.status).toBe(400);
    expect(JSON.stringify({ message: wrong.message, errors: wrong.errors })).toContain(
      'Unknown setting {returnWindow}',
    );
    expect(await ShopContentModel.count()).toBe(0);
  });

  it('saves a text per language, reads English where a language has none, and audits once', async () => {
    const api = clientFor(app, admin);
    const saved = await api.content.save('shipping', {
      language: 'en',
      body: '## Costs\n\nFree over {freeShippingThreshold}.',
    });
    expect(saved).toMatchObject({ key: 'shipping', language: 'en', saved: true });
    // The same text again changes nothing and leaves no second entry.
    await api.content.save('shipping', {
      language: 'en',
      body: '## Costs\n\nFree over {freeShippingThreshold}.',
    });

    const sinhala = await clientFor(app).content.read('shipping', 'si');
    expect(sinhala).toMatchObject({ language: 'en', saved: false });
    expect(sinhala.body).toBe('## Costs\n\nFree over {freeShippingThreshold}.');

    await api.content.save('shipping', { language: 'si', body: 'නොමිලේ {freeShippingThreshold}' });
    expect(await clientFor(app).content.read('shipping', 'si')).toMatchObject({
      language: 'si',
      saved: true,
      body: 'නොමිලේ {freeShippingThreshold}',
    });
    const { items } = await api.system.audit({ entityType: 'content' });
    expect(items.map((entry) => entry.entityId).sort()).toEqual(['shipping:en', 'shipping:si']);
  });

  it('names the current settings, so a changed return window or phone reads at once', async () => {
    const api = clientFor(app, admin);
    await api.system.updateSettings({
      ...DEFAULT_SHOP_SETTINGS,
      shop: { ...DEFAULT_SHOP_SETTINGS.shop, phone: '+94 77 123 4567' },
      afterSale: { ...DEFAULT_SHOP_SETTINGS.afterSale, returnDays: 21 },
    });
    const { settings } = await clientFor(app).content.read('why-choose-us');
    expect(settings.returnDays).toBe(21);
    expect((await clientFor(app).content.read('terms')).settings.shopPhone).toBe('+94 77 123 4567');
  });

  it('lets staff save the FAQ and Why Choose Us and answers them to anyone, audited', async () => {
    const api = clientFor(app, admin);
    const faq = '## Do you frame prints?\n\nYes, for {freeShippingThreshold} or more.';
    await api.content.save('faq', { language: 'ta', body: faq });
    expect(await clientFor(app).content.read('faq', 'ta')).toMatchObject({
      body: faq,
      saved: true,
    });
    expect(
      (
        await apiError(
          clientFor(app, shopper).content.save('about', { language: 'en', body: 'Hi' }),
        )
      ).status,
    ).toBe(403);
    expect((await clientFor(app).content.read('about')).saved).toBe(false);
    const { items } = await api.system.audit({ entityType: 'content' });
    expect(items.map((entry) => entry.entityId)).toContain('faq:ta');
  });
});
