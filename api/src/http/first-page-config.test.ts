import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../test/factories';
import { firstPageStorefront, pageData } from '../test/first-page-storefront';
import { clientFor, startTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
let storefrontDir: string;
let productId: string;

beforeAll(async () => {
  storefrontDir = firstPageStorefront();
  app = await startTestApp({ storefrontDir });
  productId = (await createProduct(app, { category: 'Kitchen' })).productId;
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(storefrontDir, { recursive: true, force: true });
});

const configOf = async (url: string) => {
  const res = await fetch(app.baseUrl + url, { headers: { Accept: 'text/html' } });
  return pageData(await res.text())?.config;
};

describe('the shop’s config in every drawn page', () => {
  it('is what /api/config answers, on the home, list, product and owner-text pages', async () => {
    const config = await clientFor(app).system.config();
    for (const url of ['/', '/products/Kitchen', `/overview/${productId}`, '/shipping-info']) {
      expect(await configOf(url)).toEqual(config);
    }
  });

  it('follows a settings save: the contact e-mail and the policy figures as staff set them', async () => {
    const admin = clientFor(app, await createUser(app, { role: 'admin' }));
    const settings = await admin.system.settings();
    await admin.system.updateSettings({
      ...settings,
      shop: { ...settings.shop, email: 'care@kandyprints.lk' },
      shipping: { ...settings.shipping, freeShippingThreshold: 8000 },
      afterSale: { returnDays: 21 },
    });
    expect(await configOf(`/overview/${productId}`)).toMatchObject({
      shop: { email: 'care@kandyprints.lk' },
      freeShippingThreshold: 8000,
      returnDays: 21,
    });
  });

  it("carries the owner's text on the about, FAQ and legal pages, in the page's language", async () => {
    const pages = {
      '/about': 'about',
      '/faq': 'faq',
      '/privacy-policy': 'privacy',
      '/terms': 'terms',
    };
    for (const [path, key] of Object.entries(pages)) {
      const res = await fetch(`${app.baseUrl}/ta${path}`, { headers: { Accept: 'text/html' } });
      expect(pageData(await res.text())?.content, path).toEqual({
        language: 'ta',
        texts: [(await app.call('GET', `/api/content/${key}?language=ta`)).body],
      });
    }
  });
});
