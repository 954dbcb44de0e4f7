import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESTOCK_REQUEST_MESSAGE,
  RESTOCK_STOPPED_MESSAGE,
  RESTOCK_TOO_MANY_MESSAGE,
  type Product,
} from '@wallart/domain';
import { rateLimitsWith } from '../../config/rate-limits';
import { RestockRequestModel } from '../../db/models';
import type { ReceivedMail, SmtpSink } from '../mail/testing/smtp-sink';
import { createProduct, createUser, sizeLadder } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  startTestAppWithMail,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

let app: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
let staff: TestClient;
let shop: TestClient;
let counter = 0;

beforeAll(async () => {
  // The limit per IP has its own test below: every request here comes from one loopback IP.
  ({ app, sink, close } = await startTestAppWithMail({
    rateLimits: rateLimitsWith({ restockRequestsPerIp: 0 }),
  }));
  staff = clientFor(app, await createUser(app, { role: 'admin' }));
  shop = clientFor(app);
});
afterAll(async () => close?.());

/** A print whose first size (12x18 in) is sold out; 18x24 in has 2, 24x36 in none. */
const soldOutPrint = () => createProduct(app, { sizes: sizeLadder([0, 2, 0]) });
const address = () => `shopper-${++counter}@example.com`;

/** Sets one size's stock through the product form's PUT, the others as they are. */
async function setStock(product: Product, size: string, stock: number) {
  const current = await shop.product.get(product.productId);
  const sizes = current.sizes.map((s) => ({
    ...s,
    stock: s.size === size ? stock : (s.stock ?? 0),
  }));
  await staff.product.update(product.productId, { sizes });
}

/** The mails sent so far to the address, once every restock's mails are out. */
async function mailsTo(email: string): Promise<ReceivedMail[]> {
  await app.services.restockAlerts.idle();
  await app.services.mailer.idle();
  // Delivery to the sink is a moment behind the mailer's handing over.
  await new Promise((resolve) => setTimeout(resolve, 150));
  return sink.mails.filter((m) => m.to.includes(email));
}

const stopTokenOf = (mail: ReceivedMail) =>
  /back-in-stock\/stop\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';

describe('POST /api/product/{productId}/notify', () => {
  it('keeps a request for a sold-out size, once however often it is asked', async () => {
    const print = await soldOutPrint();
    const email = address();
    const ask = { email, size: '12x18 in' };
    expect(await shop.wishlist.notify(print.productId, ask)).toEqual({
      message: RESTOCK_REQUEST_MESSAGE,
    });
    expect(shop.lastAnswer().status).toBe(201);
    await shop.wishlist.notify(print.productId, { email: email.toUpperCase(), size: '12X18 IN' });
    expect(await RestockRequestModel.count({ where: { email } })).toBe(1);
  });

  it('answers 409 in_stock for a size that can be bought now, and keeps nothing', async () => {
    const print = await soldOutPrint();
    const email = address();
    const error = await apiError(
      shop.wishlist.notify(print.productId, { email, size: '18x24 in' }),
    );
    expect([error.status, error.code]).toEqual([409, 'in_stock']);
    expect(error.message).toMatch(/in stock/);
    expect(await RestockRequestModel.count({ where: { email } })).toBe(0);
  });

  it('answers 404 for an unknown print and 400 for a size it does not come in', async () => {
    const print = await soldOutPrint();
    const email = address();
    const unknown = await apiError(shop.wishlist.notify('NO-SUCH', { email, size: '12x18 in' }));
    expect([unknown.status, unknown.code]).toEqual([404, 'not_found']);
    const size = await apiError(shop.wishlist.notify(print.productId, { email, size: 'A0' }));
    expect([size.status, size.code]).toEqual([400, 'invalid']);
    expect(size.errors.map((e) => e.path)).toEqual(['size']);
    const bad = await apiError(
      shop.wishlist.notify(print.productId, { email: 'not-an-address', size: '12x18 in' }),
    );
    expect([bad.status, bad.code]).toEqual([400, 'invalid']);
    expect(await RestockRequestModel.count({ where: { email } })).toBe(0);
  });
});

describe('back-in-stock mail', () => {
  it('goes once per request when staff restock the size by the product form, never twice', async () => {
    const print = await soldOutPrint();
    const email = address();
    const other = address();
    await shop.wishlist.notify(print.productId, { email, size: '12x18 in' });
    await shop.wishlist.notify(print.productId, { email, size: '12x18 in' });
    await shop.wishlist.notify(print.productId, { email: other, size: '24x36 in' });

    // Stock of another size moving, or of this one staying at 0, restocks nothing.
    await setStock(print, '18x24 in', 7);
    expect(await mailsTo(email)).toEqual([]);

    await setStock(print, '12x18 in', 3);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Back in stock: ${print.name} (12x18 in)`);
    expect(mails[0]?.text).toContain(`http://localhost:3000/overview/${print.productId}`);
    expect(stopTokenOf(mails[0] as ReceivedMail)).not.toBe('');
    // The request for the other size is still waiting.
    expect(await mailsTo(other)).toEqual([]);

    // Sold out and restocked again: the request was answered, so no second mail.
    await setStock(print, '12x18 in', 0);
    await setStock(print, '12x18 in', 5);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('goes when a CSV import restocks the size', async () => {
    // Its own prices, so its sizes read apart from the other prints' in the file.
    const print = await createProduct(app, { sizes: sizeLadder([0, 2, 0], 3100) });
    const email = address();
    await shop.wishlist.notify(print.productId, { email, size: '24x36 in' });
    const exported = await staff.product.exportCsv();
    const restocked = exported.replace('24x36 in|4100|4300|0', '24x36 in|4100|4300|4');
    expect(restocked).not.toBe(exported);
    expect(await staff.product.importCsv(restocked, { dryRun: false })).toMatchObject({
      errors: [],
    });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Back in stock: ${print.name} (24x36 in)`);
    // Importing the same file again restocks nothing.
    await staff.product.importCsv(restocked, { dryRun: false });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("stops at the mail's link for every pending request of the address; a later request is honoured", async () => {
    const first = await soldOutPrint();
    const second = await soldOutPrint();
    const email = address();
    await shop.wishlist.notify(first.productId, { email, size: '12x18 in' });
    await shop.wishlist.notify(second.productId, { email, size: '12x18 in' });
    await shop.wishlist.notify(second.productId, { email, size: '24x36 in' });
    await setStock(first, '12x18 in', 1);
    const [mail] = await mailsTo(email);
    const token = stopTokenOf(mail as ReceivedMail);

    expect(await shop.wishlist.stop(token)).toEqual({ message: RESTOCK_STOPPED_MESSAGE });
    // The link works the same every time it is opened.
    expect(await shop.wishlist.stop(token)).toEqual({ message: RESTOCK_STOPPED_MESSAGE });
    await setStock(second, '12x18 in', 2);
    expect(await mailsTo(email)).toHaveLength(1);

    // Asking again later is a new request, and it is mailed.
    await shop.wishlist.notify(second.productId, { email, size: '24x36 in' });
    await setStock(second, '24x36 in', 2);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(`Back in stock: ${second.name} (24x36 in)`);
  });

  it('answers 404 for a stop link it never sent', async () => {
    for (const token of ['A'.repeat(43), 'short']) {
      const error = await apiError(shop.wishlist.stop(token));
      expect([error.status, error.code]).toEqual([404, 'not_found']);
    }
  });
});

describe('the cap on pending requests per address', () => {
  it('keeps 10 for one address and refuses the 11th with 409 and a plain reason, until mail frees room', async () => {
    const prints: Product[] = [];
    for (let i = 0; i < 4; i++) {
      prints.push(await createProduct(app, { sizes: sizeLadder([0, 0, 0]) }));
    }
    const allSoldOut = prints.flatMap((print) =>
      ['12x18 in', '18x24 in', '24x36 in'].map((size) => ({ print, size })),
    );
    const victim = address();
    const ask = (i: number, email = victim) => {
      const { print, size } = allSoldOut[i] as (typeof allSoldOut)[number];
      return shop.wishlist.notify(print.productId, { email, size });
    };

    for (let i = 0; i < 10; i++) {
      expect(await ask(i)).toEqual({ message: RESTOCK_REQUEST_MESSAGE });
    }
    // Asking again for one already waiting is still the same request, and still thanked.
    expect(await ask(3)).toEqual({ message: RESTOCK_REQUEST_MESSAGE });
    const refused = await apiError(ask(10));
    expect([refused.status, refused.code, refused.message]).toEqual([
      409,
      'conflict',
      RESTOCK_TOO_MANY_MESSAGE,
    ]);
    expect(refused.message).toBe(
      'This e-mail address is already waiting for 10 sizes to come back, the most we keep at ' +
        'once. We will write as each one returns; you can ask for another after that.',
    );
    expect(await RestockRequestModel.count({ where: { email: victim } })).toBe(10);
    // Another address is not held back by this one's cap.
    expect(await ask(10, address())).toEqual({ message: RESTOCK_REQUEST_MESSAGE });

    // The first print's three sizes return: three mails, and room for three more requests.
    const first = prints[0] as Product;
    await staff.product.update(first.productId, {
      sizes: sizeLadder([1, 1, 1]),
    });
    expect(await mailsTo(victim)).toHaveLength(3);
    expect(await ask(10)).toEqual({ message: RESTOCK_REQUEST_MESSAGE });
  });
});

describe('the limit on requests', () => {
  it('refuses the 11th request from one IP within an hour by default', async () => {
    const limited = await startTestApp();
    try {
      const api = clientFor(limited);
      const print = await createProduct(limited, { sizes: sizeLadder([0, 2, 0]) });
      const ask = () =>
        api.wishlist.notify(print.productId, { email: address(), size: '12x18 in' });
      for (let i = 0; i < 10; i++) await ask();
      const error = await apiError(ask());
      expect([error.status, error.code]).toEqual([429, 'rate_limited']);
    } finally {
      await limited.close();
    }
  });

  it('refuses a third request from one IP within the window with 429 rate_limited', async () => {
    const limited = await startTestApp({ rateLimits: rateLimitsWith({ restockRequestsPerIp: 2 }) });
    try {
      const api = clientFor(limited);
      const print = await createProduct(limited, { sizes: sizeLadder([0, 2, 0]) });
      const ask = (email: string) =>
        api.wishlist.notify(print.productId, { email, size: '12x18 in' });
      await ask(address());
      await ask(address());
      const error = await apiError(ask(address()));
      expect([error.status, error.code]).toEqual([429, 'rate_limited']);
      expect(await RestockRequestModel.count({ where: { productRefId: Number(print._id) } })).toBe(
        2,
      );
    } finally {
      await limited.close();
    }
  });
});
