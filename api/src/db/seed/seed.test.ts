import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@wallart/domain';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  DEMO_DIGITAL_PRODUCTS,
  DEMO_ORDERS,
  DEMO_PRODUCTS,
  DEMO_SOLD_OUT_SIZES,
} from '../../../demo';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { OrderModel, ProductModel, ProductSizeModel } from '../models';
import { seedDemo } from './seed';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await seedDemo(
    app.sequelize,
    {
      DATA_DIR: app.dataDir,
      ADMIN_EMAIL: 'admin@wallart.test',
      ADMIN_PASSWORD: 'Admin123!',
      SHOPPER_EMAIL: 'shopper@wallart.test',
      SHOPPER_PASSWORD: 'Shopper123!',
    },
    pino({ level: 'silent' }),
  );
}, 240_000);
afterAll(async () => app.close());

describe('the demo shop', () => {
  it('opens with the demo discount codes, which a shopper can check at once', async () => {
    const { items } = await clientFor(app).product.list({ limit: 1 });
    const [print] = items;
    if (!print) throw new Error('no demo print');
    const answer = await clientFor(app).discount.check({
      code: 'welcome10',
      billItems: [{ productId: print.productId, quantity: 1 }],
    });
    expect(answer).toMatchObject({ code: 'WELCOME10', discount: print.price / 10 });
  });

  it('gives every print a ladder of sizes, dearer as they grow, from its catalogue price', async () => {
    const shop = clientFor(app);
    const { items } = await shop.product.list({ limit: 100 });
    expect(items).toHaveLength(DEMO_PRODUCTS.length + DEMO_DIGITAL_PRODUCTS.length);
    for (const demo of DEMO_PRODUCTS) {
      const product = items.find((p) => p.productId === demo.productId) as Product;
      expect(product.sizes.map((s) => s.size)).toEqual(['12x18 in', '18x24 in', '24x36 in']);
      const [small, medium, large] = product.sizes.map((s) => s.price);
      expect(small).toBe(demo.price);
      expect(medium).toBeGreaterThan(small ?? 0);
      expect(large).toBeGreaterThan(medium ?? 0);
      expect(product.price).toBe(demo.price);
      expect(product.stock).toBe(product.sizes.reduce((sum, s) => sum + (s.stock ?? 0), 0));
    }
  });

  it('sells two pieces of digital artwork, each tier with its private file of its pixels', async () => {
    const shop = clientFor(app);
    for (const demo of DEMO_DIGITAL_PRODUCTS) {
      const product = await shop.product.get(demo.productId);
      expect(product).toMatchObject({ kind: 'digital', stock: null });
      expect(product.sizes.map((s) => [s.size, s.hasFile])).toEqual(
        demo.tiers.map((t) => [t.size, true]),
      );
    }
    const tiers = await ProductSizeModel.findAll({ where: { unit: 'px' }, raw: true });
    expect(tiers).toHaveLength(4);
    for (const tier of tiers) {
      const file = path.join(app.dataDir, 'private-files', tier.fileKey ?? '');
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect([meta.width, meta.height]).toEqual([tier.width, tier.height]);
    }
  });

  it('names and describes at least twelve prints in Sinhala and Tamil, found by those words', async () => {
    const shop = clientFor(app);
    const { items } = await shop.product.list({ limit: 100, lang: 'si' });
    const translated = DEMO_PRODUCTS.filter((p) => p.translations?.si && p.translations.ta);
    expect(translated.length).toBeGreaterThanOrEqual(12);
    for (const demo of translated) {
      const shown = items.find((p) => p.productId === demo.productId);
      expect(shown?.name).toBe(demo.translations?.si?.name);
      expect(demo.translations?.ta?.description).toBeTruthy();
    }
    const stupa = await shop.product.search('දාගැබ අනුරාධපුරය');
    expect(stupa.items.map((p) => p.productId)).toContain('WA-RE-002');
    const kolam = await shop.product.search('தைப்பொங்கல்');
    expect(kolam.items.map((p) => p.productId)).toEqual(['WA-RE-006']);
  });

  it('has sizes sold out on prints that are still for sale', async () => {
    const shop = clientFor(app);
    for (const [productId, size] of Object.entries(DEMO_SOLD_OUT_SIZES)) {
      const product = await shop.product.get(productId);
      expect(product.sizes.find((s) => s.size === size)?.stock).toBe(0);
      expect(product.stock).toBeGreaterThan(0);
    }
  });

  it('places every demo order, and the summary stock stays the sum of the sizes', async () => {
    expect(await OrderModel.count()).toBe(DEMO_ORDERS.length);
    const [products, sizes] = [
      await ProductModel.findAll({ raw: true }),
      await ProductSizeModel.findAll({ raw: true }),
    ];
    for (const product of products) {
      const own = sizes.filter((s) => s.productRefId === product.id);
      expect(product.stock).toBe(own.reduce((sum, s) => sum + s.stock, 0));
    }
  });
});
