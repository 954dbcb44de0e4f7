import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntryModel, ProductSizeModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { artworkBytes, digitalPrint, orderDetails, TIER } from './testing/digital-shop';

/** PRODUCT §13's digital artwork: staff's files, and orders that ship nothing. */
let app: TestApp;
let admin: SignedIn;
/** Where this app's uploads land as they arrive (the system's temporary folder). */
let received: string;
const systemTemp = process.env.TMPDIR;
/** Files an upload left there (multer names them with 32 hex digits). */
const uploadsLeft = () => fs.readdirSync(received).filter((name) => /^[0-9a-f]{32}$/.test(name));

beforeAll(async () => {
  received = fs.mkdtempSync(path.join(os.tmpdir(), 'received-uploads-'));
  process.env.TMPDIR = received;
  app = await startTestApp();
  if (systemTemp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTemp;
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(received, { recursive: true, force: true });
});

const staff = () => clientFor(app, admin);

async function tierStock(productId: string) {
  const product = await staff().product.get(productId);
  const rows = await ProductSizeModel.findAll({
    where: { productRefId: Number(product._id) },
    raw: true,
  });
  return rows.map((row) => Number(row.stock));
}

describe('a digital product', () => {
  it('answers its tiers in pixels with no stock limit, and which tiers have a file', async () => {
    const { product } = await digitalPrint(app, admin);
    expect(product.kind).toBe('digital');
    expect(product.stock).toBeNull();
    expect(product.sizes).toEqual([
      expect.objectContaining({
        size: TIER,
        width: 4000,
        height: 6000,
        unit: 'px',
        stock: null,
        hasFile: true,
      }),
      expect.objectContaining({ size: '2000x3000 px', stock: null, hasFile: false }),
    ]);
    const print = await createProduct(app);
    expect(print).toMatchObject({ kind: 'print', stock: 10 });
  });

  it('refuses print sizes on a digital product and pixel tiers on a print, with 400', async () => {
    const digital = await apiError(
      staff().product.create({
        productId: 'DIG-WRONG',
        kind: 'digital',
        name: 'Wrong',
        category: 'Kitchen',
        sizes: [{ size: '12x18 in', price: 100, labeledPrice: 100, stock: 0 }],
      }),
    );
    expect(digital.status).toBe(400);
    expect(digital.message).toContain('not a file tier');
    const print = await createProduct(app);
    const tier = await apiError(
      staff().product.update(print.productId, {
        sizes: [{ size: '4000x6000 px', price: 100, labeledPrice: 100, stock: 1 }],
      }),
    );
    expect(tier.status).toBe(400);
  });

  it('keeps the uploaded file privately, never under /uploads, and records the upload', async () => {
    const { product } = await digitalPrint(app, admin);
    const stored = fs.readdirSync(path.join(app.dataDir, 'private-files'));
    expect(stored.some((name) => name.startsWith('digital-'))).toBe(true);
    const uploads = path.join(app.dataDir, 'uploads');
    const underUploads = fs.existsSync(uploads) ? fs.readdirSync(uploads) : [];
    expect(underUploads.some((name) => name.startsWith('digital-'))).toBe(false);
    const entries = await AuditEntryModel.findAll({
      where: { entityId: product.productId, action: 'product.update' },
    });
    expect(entries).toHaveLength(1);
    // The upload went to disk as it arrived, and is gone once stored.
    expect(uploadsLeft()).toEqual([]);
  });

  it('refuses an upload that is not an image, for a print, for an unknown tier, or by a shopper', async () => {
    const { product } = await digitalPrint(app, admin);
    const text = new Blob([new TextEncoder().encode('not an image at all')]);
    const notImage = await apiError(
      staff().downloads.uploadFile(product.productId, TIER, text, 'a.txt'),
    );
    expect(notImage.status).toBe(415);
    const image = new Blob([new Uint8Array(await artworkBytes())]);
    const print = await createProduct(app);
    expect(
      (await apiError(staff().downloads.uploadFile(print.productId, TIER, image, 'a.png'))).status,
    ).toBe(400);
    const unknown = await apiError(
      staff().downloads.uploadFile(product.productId, '9x9 px', image, 'a.png'),
    );
    expect(unknown.status).toBe(400);
    const shopper = clientFor(app, await createUser(app));
    expect(
      (await apiError(shopper.downloads.uploadFile(product.productId, TIER, image, 'a.png')))
        .status,
    ).toBe(403);
    expect(
      (await apiError(clientFor(app).downloads.uploadFile(product.productId, TIER, image, 'a.png')))
        .status,
    ).toBe(401);
    expect(uploadsLeft()).toEqual([]);
  });
});

describe('ordering digital artwork', () => {
  it('an order of only digital lines has no shipping method or fee, and leaves stock alone', async () => {
    const { product } = await digitalPrint(app, admin);
    const before = await tierStock(product.productId);
    const shopper = clientFor(app, await createUser(app));
    const { order } = await shopper.order.place({
      ...orderDetails,
      shippingMethod: 'express',
      paymentMethod: 'bank-transfer',
      billItems: [{ productId: product.productId, size: TIER, quantity: 1 }],
    });
    expect(order).toMatchObject({
      shippingMethod: null,
      shippingFee: 0,
      subtotal: 4500,
      total: 4500,
    });
    expect(await tierStock(product.productId)).toEqual(before);
    await staff().order.setStatus(order.orderID, 'Cancelled');
    expect(await tierStock(product.productId)).toEqual(before);
  });

  it('refuses cash on delivery for an order of only digital lines, with a clear 400', async () => {
    const { product } = await digitalPrint(app, admin);
    const shopper = clientFor(app, await createUser(app));
    const refused = await apiError(
      shopper.order.place({
        ...orderDetails,
        paymentMethod: 'cod',
        billItems: [{ productId: product.productId, size: TIER, quantity: 1 }],
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('Cash on delivery is not offered for digital artwork');
    // Without a choice, it is paid by bank transfer (no card gateway in this shop).
    const { order } = await shopper.order.place({
      ...orderDetails,
      billItems: [{ productId: product.productId, size: TIER, quantity: 1 }],
    });
    expect(order.paymentMethod).toBe('bank-transfer');
  });

  it('an order with a print too ships as before and takes only the print from stock', async () => {
    const { product } = await digitalPrint(app, admin);
    const print = await createProduct(app, { stock: 4 });
    const shopper = clientFor(app, await createUser(app));
    const { order } = await shopper.order.place({
      ...orderDetails,
      paymentMethod: 'cod',
      billItems: [
        { productId: product.productId, size: TIER, quantity: 1 },
        { productId: print.productId, quantity: 1 },
      ],
    });
    expect(order.shippingMethod).toBe('standard');
    expect((await staff().product.get(print.productId)).stock).toBe(3);
  });

  it('refuses a tier whose file is not uploaded yet, with 409', async () => {
    const { product } = await digitalPrint(app, admin);
    const shopper = clientFor(app, await createUser(app));
    const refused = await apiError(
      shopper.order.place({
        ...orderDetails,
        billItems: [{ productId: product.productId, size: '2000x3000 px', quantity: 1 }],
      }),
    );
    expect(refused.status).toBe(409);
  });
});
