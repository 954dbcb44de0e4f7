import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_SIZES_MESSAGE, type ProductCreateInput } from '@wallart/domain';
import { ProductModel, ProductSizeModel } from '../../db/models';
import { createUser, sizeLadder, type SignedIn } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
let asAdmin: TestClient;
let counter = 0;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  asAdmin = clientFor(app, admin);
});
afterAll(async () => app.close());

function newProduct(overrides: Partial<ProductCreateInput> = {}): ProductCreateInput {
  counter += 1;
  return {
    productId: `SZ-${process.pid}-${counter}`,
    name: `Sized Print ${counter}`,
    altNames: [],
    category: 'Living Room',
    description: 'A print with sizes.',
    images: ['/uploads/test.jpg'],
    ...overrides,
  };
}

/** What the database holds: the summary columns and each size's row, in position order. */
async function stored(productId: string) {
  const row = await ProductModel.findOne({ where: { productId }, raw: true });
  const sizes = await ProductSizeModel.findAll({
    where: { productRefId: row?.id ?? 0 },
    order: [['position', 'ASC']],
    raw: true,
  });
  return {
    priceCents: Number(row?.priceCents),
    labeledPriceCents: Number(row?.labeledPriceCents),
    stock: Number(row?.stock),
    sizes: sizes.map((s) => [s.position, s.size, s.priceCents, s.stock]),
  };
}

describe('products with sizes (PRODUCT §7)', () => {
  it('creates a product with its sizes; top-level price and stock are the cheapest and the sum', async () => {
    const input = newProduct({
      sizes: [
        { size: '18x24 in', price: 6500, labeledPrice: 7000, stock: 2 },
        { size: '12x18 in', price: 4500, labeledPrice: 5000, stock: 3 },
        {
          size: 'Large',
          price: 9000,
          labeledPrice: 9500,
          stock: 0,
          width: 30,
          height: 40,
          unit: 'cm',
        },
      ],
      // Ignored beside sizes.
      price: 1,
      stock: 999,
    });
    const { product } = await asAdmin.product.create(input);
    expect(asAdmin.lastAnswer().status).toBe(201);
    expect([product.price, product.labeledPrice, product.stock]).toEqual([4500, 5000, 5]);
    expect(product.sizes).toEqual([
      {
        size: '18x24 in',
        price: 6500,
        labeledPrice: 7000,
        stock: 2,
        width: 18,
        height: 24,
        unit: 'in',
      },
      {
        size: '12x18 in',
        price: 4500,
        labeledPrice: 5000,
        stock: 3,
        width: 12,
        height: 18,
        unit: 'in',
      },
      {
        size: 'Large',
        price: 9000,
        labeledPrice: 9500,
        stock: 0,
        width: 30,
        height: 40,
        unit: 'cm',
      },
    ]);
    expect(await stored(input.productId)).toEqual({
      priceCents: 450000,
      labeledPriceCents: 500000,
      stock: 5,
      sizes: [
        [0, '18x24 in', 650000, 2],
        [1, '12x18 in', 450000, 3],
        [2, 'Large', 900000, 0],
      ],
    });
    expect(await asAdmin.product.get(input.productId)).toEqual(product);
  });

  it('a SPEC-shaped create makes one size named by the first default size', async () => {
    const input = newProduct({ price: 2500, labeledPrice: 3000, stock: 7 });
    const { product } = await asAdmin.product.create(input);
    expect(product.sizes).toEqual([
      {
        size: '12x18 in',
        price: 2500,
        labeledPrice: 3000,
        stock: 7,
        width: 12,
        height: 18,
        unit: 'in',
      },
    ]);
    expect(await stored(input.productId)).toMatchObject({
      stock: 7,
      sizes: [[0, '12x18 in', 250000, 7]],
    });
  });

  it('replaces the sizes on update, in the order sent, and rewrites the summary', async () => {
    const input = newProduct({ sizes: sizeLadder([1, 2, 3]) });
    await asAdmin.product.create(input);
    const { product } = await asAdmin.product.update(input.productId, {
      sizes: [
        { size: 'A3', price: 800, labeledPrice: 900, stock: 4 },
        { size: '12x18 in', price: 700, labeledPrice: 750, stock: 0 },
      ],
    });
    expect(product.sizes.map((s) => [s.size, s.price, s.stock, s.unit])).toEqual([
      ['A3', 800, 4, 'cm'],
      ['12x18 in', 700, 0, 'in'],
    ]);
    expect([product.price, product.labeledPrice, product.stock]).toEqual([700, 750, 4]);
    expect(await stored(input.productId)).toEqual({
      priceCents: 70000,
      labeledPriceCents: 75000,
      stock: 4,
      sizes: [
        [0, 'A3', 80000, 4],
        [1, '12x18 in', 70000, 0],
      ],
    });
  });

  it('keeps the row of each size whose label stays, so an order placed meanwhile still finds it', async () => {
    const input = newProduct({ sizes: sizeLadder([1, 2, 3]) });
    await asAdmin.product.create(input);
    const idsOf = async () => {
      const row = await ProductModel.findOne({ where: { productId: input.productId }, raw: true });
      const sizes = await ProductSizeModel.findAll({
        where: { productRefId: row?.id ?? 0 },
        raw: true,
      });
      return new Map(sizes.map((s) => [s.size, s.id]));
    };
    const before = await idsOf();
    const [small, medium] = sizeLadder([1, 2, 3]);
    await asAdmin.product.update(input.productId, {
      sizes: [
        { ...(medium as NonNullable<typeof medium>), price: 1750 },
        { size: 'A2', price: 3000, labeledPrice: 3000, stock: 1 },
        small as NonNullable<typeof small>,
      ],
    });
    const after = await idsOf();
    expect([...after.keys()].sort()).toEqual(['12x18 in', '18x24 in', 'A2']);
    expect(after.get('12x18 in')).toBe(before.get('12x18 in'));
    expect(after.get('18x24 in')).toBe(before.get('18x24 in'));
    expect((await stored(input.productId)).sizes).toEqual([
      [0, '18x24 in', 175000, 2],
      [1, 'A2', 300000, 1],
      [2, '12x18 in', 100000, 1],
    ]);
  });

  it('answers 400 for a top-level price or stock on a product with several sizes, and changes nothing', async () => {
    const input = newProduct({ sizes: sizeLadder([1, 2, 3]) });
    await asAdmin.product.create(input);
    const before = await stored(input.productId);
    for (const change of [{ price: 10 }, { stock: 4 }, { labeledPrice: 12, name: 'Renamed' }]) {
      const error = await apiError(asAdmin.product.update(input.productId, change));
      expect([error.status, error.code, error.message]).toEqual([
        400,
        'invalid',
        SEND_SIZES_MESSAGE,
      ]);
    }
    expect(await stored(input.productId)).toEqual(before);
    expect((await asAdmin.product.get(input.productId)).name).toBe(input.name);
    // Other fields alone are fine.
    const { product } = await asAdmin.product.update(input.productId, { name: 'Renamed' });
    expect([product.name, product.sizes.length, product.stock]).toEqual(['Renamed', 3, 6]);
  });

  it('a one-size product stays editable the SPEC way', async () => {
    const input = newProduct({ price: 1000, labeledPrice: 1200, stock: 5 });
    await asAdmin.product.create(input);
    const { product } = await asAdmin.product.update(input.productId, { price: 1500, stock: 9 });
    expect([product.price, product.labeledPrice, product.stock]).toEqual([1500, 1200, 9]);
    expect(product.sizes).toEqual([
      {
        size: '12x18 in',
        price: 1500,
        labeledPrice: 1200,
        stock: 9,
        width: 12,
        height: 18,
        unit: 'in',
      },
    ]);
    expect(await stored(input.productId)).toMatchObject({ priceCents: 150000, stock: 9 });
  });

  it('answers 400 with the row and field for bad sizes', async () => {
    const error = await apiError(
      asAdmin.product.create(
        newProduct({
          sizes: [
            { size: '12x18 in', price: 10, labeledPrice: 10, stock: 1 },
            { size: '12X18 IN', price: 10, labeledPrice: 10, stock: 1 },
            { size: 'Large', price: 10, labeledPrice: 10, stock: 1 },
          ],
        }),
      ),
    );
    expect(error.status).toBe(400);
    expect(error.errors.map((e) => e.path)).toEqual(
      expect.arrayContaining(['sizes.1.size', 'sizes.2.width']),
    );
  });

  it('the audit entry shows the sizes before and after', async () => {
    const input = newProduct({ sizes: sizeLadder([1, 2, 3]) });
    await asAdmin.product.create(input);
    await asAdmin.product.update(input.productId, { sizes: sizeLadder([0, 0, 1], 2000) });
    const { items } = await asAdmin.system.audit({ entityType: 'product' });
    const entry = items.find(
      (e) => e.entityId === input.productId && e.action === 'product.update',
    );
    const stocks = (snapshot: unknown) =>
      (snapshot as { sizes: { size: string; stock: number }[] }).sizes.map((s) => s.stock);
    expect(stocks(entry?.before)).toEqual([1, 2, 3]);
    expect(stocks(entry?.after)).toEqual([0, 0, 1]);
    const created = items.find(
      (e) => e.entityId === input.productId && e.action === 'product.create',
    );
    expect(stocks(created?.after)).toEqual([1, 2, 3]);
  });

  it('an update that sends the same sizes writes nothing and leaves no entry', async () => {
    const input = newProduct({ sizes: sizeLadder([1, 2, 3]) });
    const { product } = await asAdmin.product.create(input);
    const { product: again } = await asAdmin.product.update(input.productId, {
      sizes: sizeLadder([1, 2, 3]),
    });
    expect(again.updatedAt).toBe(product.updatedAt);
    const { items } = await asAdmin.system.audit({ entityType: 'product' });
    expect(items.filter((e) => e.entityId === input.productId).map((e) => e.action)).toEqual([
      'product.create',
    ]);
  });
});
