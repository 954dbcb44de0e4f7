import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCreateInput } from '@wallart/domain';
import { ProductModel } from '../../db/models';
import { createUser } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';
// A file written before products had translations.
import { SIZES_HEADER } from './testing/csv-shop';

/** PRODUCT §13: an uploaded image keeps its pixel size, and a size printing below 150 DPI is refused. */
let app: TestApp;
let asAdmin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  asAdmin = clientFor(app, await createUser(app, { role: 'admin' }));
});
afterAll(async () => app.close());

let uploads = 0;
async function uploaded(width: number, height: number, orientation?: number) {
  uploads += 1;
  let image = sharp({ create: { width, height, channels: 3, background: '#a05a28' } }).jpeg();
  if (orientation) image = image.withMetadata({ orientation });
  const bytes = await image.toBuffer();
  return asAdmin.upload.image(new Blob([new Uint8Array(bytes)]), `artwork-${uploads}.jpg`);
}

const sizes = [
  { size: '8x12 in', price: 1000, labeledPrice: 1200, stock: 3 },
  { size: '24x36 in', price: 4000, labeledPrice: 4500, stock: 2 },
];
let products = 0;
const body = (images: string[], extra: Partial<ProductCreateInput> = {}): ProductCreateInput => {
  products += 1;
  return {
    productId: `DPI-${products}`,
    name: 'Sigiriya at dawn',
    category: 'Living Room',
    images,
    sizes,
    ...extra,
  };
};

describe('print resolution', () => {
  it('an upload answers its pixel size as the image hangs (EXIF orientation applied)', async () => {
    expect(await uploaded(1200, 1800)).toMatchObject({ width: 1200, height: 1800 });
    // Orientation 6: stored 1800 wide, hung a quarter turn round, so 1200 wide.
    expect(await uploaded(1800, 1200, 6)).toMatchObject({ width: 1200, height: 1800 });
  });

  it("staff read an upload's kept pixel size; an image the shop never stored is a 404", async () => {
    const { url } = await uploaded(1000, 1500);
    expect(await asAdmin.upload.pixels(url)).toEqual({ url, width: 1000, height: 1500 });
    expect((await apiError(asAdmin.upload.pixels('/uploads/never.jpg'))).status).toBe(404);
    const shopper = clientFor(app, await createUser(app));
    expect((await apiError(shopper.upload.pixels(url))).status).toBe(403);
  });

  it('refuses a size below 150 DPI with its message, and writes nothing', async () => {
    const { url } = await uploaded(2400, 3600);
    const input = body([url]);
    const error = await apiError(asAdmin.product.create(input));
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid');
    expect(error.errors).toEqual([
      { path: 'sizes.1.size', message: '24x36 in at 100 DPI: needs 3600x5400 px' },
    ]);
    expect(await ProductModel.count({ where: { productId: input.productId } })).toBe(0);
  });

  it('keeps the size when the body says allowLowResolution: true', async () => {
    const { url } = await uploaded(2400, 3600);
    const { product } = await asAdmin.product.create(body([url], { allowLowResolution: true }));
    expect(product.sizes.map((s) => s.size)).toEqual(['8x12 in', '24x36 in']);
  });

  it('takes a big enough image, and one the shop did not upload, as they are', async () => {
    const { url } = await uploaded(3600, 5400);
    await expect(asAdmin.product.create(body([url]))).resolves.toBeDefined();
    await expect(
      asAdmin.product.create(body(['https://images.example.com/a.jpg'])),
    ).resolves.toBeDefined();
  });

  it('judges an edit that sends sizes or images, never a stock edit alone', async () => {
    const { url } = await uploaded(1200, 1800);
    const { product } = await asAdmin.product.create(
      body([url], { sizes: [sizes[0]!], allowLowResolution: true }),
    );
    const soft = { sizes: [{ ...sizes[0]!, size: '16x24 in' }] };
    const error = await apiError(asAdmin.product.update(product.productId, soft));
    expect(error.errors).toEqual([
      { path: 'sizes.0.size', message: '16x24 in at 75 DPI: needs 2400x3600 px' },
    ]);
    await expect(
      asAdmin.product.update(product.productId, { name: 'Sigiriya, first light' }),
    ).resolves.toBeDefined();
    const after = await asAdmin.product.update(product.productId, {
      ...soft,
      allowLowResolution: true,
    });
    expect(after.product.sizes[0]?.size).toBe('16x24 in');
  });

  it('the CSV dry run lists the rows that print low, and the import keeps them', async () => {
    const { url: small } = await uploaded(2400, 3600);
    const { url: large } = await uploaded(3600, 5400);
    const sizesCell = '8x12 in|1000|1200|3; 24x36 in|4000|4500|2';
    const csv = [
      SIZES_HEADER,
      `CSV-LOW,Galle Fort,,,,Living Room,,,${sizesCell},${small}`,
      `CSV-OK,Ella Gap,,,,Living Room,,,${sizesCell},${large}`,
    ].join('\n');
    const report = await asAdmin.product.importCsv(csv, { dryRun: true });
    expect(report).toMatchObject({ created: 2, errors: [] });
    expect(report.lowResolution).toEqual([
      { row: 2, message: '24x36 in at 100 DPI: needs 3600x5400 px' },
    ]);
    const real = await asAdmin.product.importCsv(csv, { dryRun: false });
    expect(real).toMatchObject({ created: 2, lowResolution: [{ row: 2 }] });
  });
});
