import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import {
  CATEGORIES,
  discountWriteSchema,
  sizeForBillItem,
  type OrderStatus,
} from '@wallart/domain';
import {
  OrderModel,
  OrderStatusChangeModel,
  ProductModel,
  ReviewModel,
  UserModel,
} from '../models';
import { resolveDataDir, type Env } from '../../config/env';
import type { Actor } from '../../lib/actor';
import { hashPassword } from '../../modules/users/password';
import { avatarDataUri } from '../../modules/reviews/avatar';
import { createAuditService } from '../../modules/audit/audit.service';
import { createShopSettingsService } from '../../modules/settings/settings.service';
import { createOrdersService } from '../../modules/orders/orders.service';
import { createOrderStore } from '../../modules/orders/order-store';
import { createOrderWriter } from '../../app-context';
import { createDiscountsService } from '../../modules/discounts/discounts.service';
// The demo shop's data and artwork live outside src, in api/demo.
import {
  addressFor,
  DEMO_DISCOUNTS,
  DEMO_CUSTOMERS,
  DEMO_ORDERS,
  DEMO_PRODUCTS,
  demoSizes,
  renderArtwork,
  SAMPLE_REVIEWS,
  type ArtSpec,
} from '../../../demo';
import { sizeSummaryValues, toProductValues } from '../../modules/products/product-row';
import { currentSizes, replaceSizes } from '../../modules/products/product-sizes';
import { seedDigitalArtwork } from './seed-digital';

const DAY_MS = 24 * 60 * 60 * 1000;
const IMAGES_PER_PRODUCT = 2;

type SeedEnv = Pick<
  Env,
  'DATA_DIR' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'SHOPPER_EMAIL' | 'SHOPPER_PASSWORD'
>;

export async function isEmpty(): Promise<boolean> {
  const [users, products] = await Promise.all([UserModel.count(), ProductModel.count()]);
  return users === 0 && products === 0;
}

/** Seeds the demo shop into an empty database; a database with anything in it is left alone. */
export async function seedDemoIfEmpty(sequelize: Sequelize, env: SeedEnv, logger: Logger) {
  if (!(await isEmpty())) return false;
  await seedDemo(sequelize, env, logger);
  return true;
}

/** Renders each product's artwork once into the uploads folder (kept if already there). */
async function renderImages(uploadsDir: string, productId: string, art: ArtSpec) {
  const urls: string[] = [];
  for (let variant = 0; variant < IMAGES_PER_PRODUCT; variant += 1) {
    const stem = `demo-${productId.toLowerCase()}-${variant + 1}`;
    if (!fs.existsSync(path.join(uploadsDir, `${stem}.jpg`))) {
      await renderArtwork(art, variant, uploadsDir, stem);
    }
    urls.push(`/uploads/${stem}.jpg`);
  }
  return urls;
}

export async function seedDemo(sequelize: Sequelize, env: SeedEnv, logger: Logger): Promise<void> {
  const started = Date.now();
  const uploadsDir = path.join(resolveDataDir(env), 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });

  const admin = await UserModel.create({
    firstName: 'Shop',
    lastName: 'Admin',
    email: env.ADMIN_EMAIL.toLowerCase(),
    phone: '+94 11 234 5678',
    passwordHash: await hashPassword(env.ADMIN_PASSWORD),
    role: 'admin',
    isEmailVerified: true,
  });
  const shopper = await UserModel.create({
    firstName: 'Dilani',
    lastName: 'Silva',
    email: env.SHOPPER_EMAIL.toLowerCase(),
    phone: '+94 77 987 6543',
    passwordHash: await hashPassword(env.SHOPPER_PASSWORD),
    isEmailVerified: true,
  });
  const customerHash = await hashPassword(`${env.SHOPPER_PASSWORD}-customer`);
  const customers = [shopper];
  for (const c of DEMO_CUSTOMERS) {
    customers.push(
      await UserModel.create({ ...c, passwordHash: customerHash, isEmailVerified: true }),
    );
  }

  const products: ProductModel[] = [];
  for (const p of DEMO_PRODUCTS) {
    const createdAt = new Date(started - p.createdDaysAgo * DAY_MS);
    // Every demo print comes in a ladder of sizes, each with its own price and stock.
    const sizes = demoSizes(p);
    const images = await renderImages(uploadsDir, p.productId, p.art);
    const product = await ProductModel.create({
      productId: p.productId,
      ...toProductValues({ ...p, kind: 'print', images }),
      ...sizeSummaryValues(sizes),
      createdAt,
      updatedAt: createdAt,
    });
    await replaceSizes(new Map([[product.id, sizes]]));
    products.push(product);
  }
  await seedDigitalArtwork(
    resolveDataDir(env),
    (productId, art) => renderImages(uploadsDir, productId, art),
    started,
  );

  const audit = createAuditService();
  const orderStore = createOrderStore(sequelize);
  const orders = createOrdersService({
    store: orderStore,
    writer: createOrderWriter(sequelize),
    events: {},
    options: {
      readSettings: createShopSettingsService({ sequelize, audit }).read,
      cardAvailable: false,
      shopperKeyOf: () => {
        throw new Error('Demo orders use no discount codes');
      },
    },
  });
  const adminActor: Actor = { id: admin.id, email: admin.email, role: 'admin' };
  for (const demo of DEMO_ORDERS) {
    const customer = customers[demo.customer % customers.length] ?? shopper;
    const actor: Actor = { id: customer.id, email: customer.email, role: 'user' };
    const lines = [];
    for (const line of demo.lines) {
      const product = products[line.product % products.length];
      if (!product) continue;
      // Only lines the size in question can still fill, so every demo order goes through.
      const size = sizeForBillItem(await currentSizes(product.id), line.size);
      if (size.ok && (size.size.stock ?? 0) >= line.quantity) lines.push({ ...line, product });
    }
    if (lines.length === 0) continue;
    const { order: placed } = await orders.place(actor, {
      name: `${customer.firstName} ${customer.lastName}`,
      address: addressFor(demo.customer),
      phoneNumber: customer.phone,
      lang: 'en',
      billItems: lines.map((l) => ({
        productId: l.product.productId,
        quantity: l.quantity,
        size: l.size,
      })),
    });
    for (const status of statusPath(demo.status))
      await orders.setStatus(adminActor, placed.orderID, status);
    await backdate(
      sequelize,
      placed.orderID,
      new Date(started - demo.daysAgo * DAY_MS - 3 * 60 * 60 * 1000),
    );
  }
  await orders.close();

  // Codes to try at checkout, made after the demo orders so those are priced without them.
  const shopSettings = createShopSettingsService({ sequelize, audit });
  const discounts = createDiscountsService({ sequelize, audit, shopSettings, orderStore });
  for (const code of DEMO_DISCOUNTS) await discounts.create(null, discountWriteSchema.parse(code));

  await seedReviews(started);
  logger.info(
    {
      products: products.length,
      categories: CATEGORIES.length,
      orders: DEMO_ORDERS.length,
      ms: Date.now() - started,
    },
    'demo shop seeded',
  );
}

/** The steps a real order takes to reach a status, so its history reads naturally. */
function statusPath(target: OrderStatus): OrderStatus[] {
  const forward: OrderStatus[] = ['Processing', 'Shipped', 'Delivered'];
  if (target === 'Pending') return [];
  if (target === 'Cancelled') return ['Cancelled'];
  return forward.slice(0, forward.indexOf(target) + 1);
}

async function backdate(sequelize: Sequelize, orderID: string, at: Date) {
  const order = await OrderModel.findOne({ where: { orderID }, attributes: ['id'], raw: true });
  if (!order) return;
  // createdAt is read-only to the models, so the demo's history is dated with plain SQL.
  await sequelize.query('UPDATE orders SET "createdAt" = :at, "updatedAt" = :at WHERE id = :id', {
    replacements: { at, id: order.id },
  });
  const changes = await OrderStatusChangeModel.findAll({
    where: { orderRefId: order.id },
    attributes: ['id'],
    order: [['id', 'ASC']],
    raw: true,
  });
  for (const [i, change] of changes.entries()) {
    await sequelize.query('UPDATE order_status_changes SET "createdAt" = :at WHERE id = :id', {
      replacements: { at: new Date(at.getTime() + i * 20 * 60 * 60 * 1000), id: change.id },
    });
  }
}

/** Adds the sample reviews, dated over the last weeks, unless reviews already exist. */
export async function seedReviews(now = Date.now()): Promise<number> {
  if ((await ReviewModel.count()) > 0) return 0;
  for (const { daysAgo, ...review } of SAMPLE_REVIEWS) {
    const at = new Date(now - daysAgo * DAY_MS);
    await ReviewModel.create({
      ...review,
      isApproved: true,
      avatar: avatarDataUri(review.name),
      createdAt: at,
      updatedAt: at,
    });
  }
  return SAMPLE_REVIEWS.length;
}
