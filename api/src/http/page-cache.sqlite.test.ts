import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, type SignedIn } from '../test/factories';
import { pagesDrawn, storefrontBuild } from '../test/storefront-build';
import { clientFor, startTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let build: ReturnType<typeof storefrontBuild>;

beforeAll(async () => {
  build = storefrontBuild();
  app = await startTestApp({ storefrontDir: build.dir });
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
});
afterAll(async () => {
  await app?.close();
  build?.remove();
});

async function heading(urlPath: string, headers: Record<string, string> = {}) {
  const res = await fetch(app.baseUrl + urlPath, { headers: { Accept: 'text/html', ...headers } });
  return /<h1>([^<]*)<\/h1>/.exec(await res.text())?.[1];
}

/** Changes a row behind the models' back, so only a kept page can still show the old name. */
const sneakName = (productId: string, name: string) =>
  app.sequelize.query('UPDATE products SET name = :name WHERE "productId" = :productId', {
    replacements: { name, productId },
  });

const order = (productId: string) =>
  clientFor(app, shopper).order.place({
    name: 'A',
    address: 'B',
    phoneNumber: '+94 77 000 0000',
    billItems: [{ productId, quantity: 1 }],
  });

describe('drawn pages kept with the catalogue answers (SQLite)', () => {
  it('draws a page once: the next visit, with or without a campaign tag, gets the kept copy', async () => {
    const print = await createProduct(app, { name: 'Kept Lotus' });
    const url = `/overview/${print.productId}`;
    expect(await heading(url)).toBe('Kept Lotus');
    const drawn = pagesDrawn();
    expect(await heading(`${url}?utm_source=mail`)).toBe('Kept Lotus');
    expect(pagesDrawn()).toBe(drawn);
    // A browser coming back revalidates its copy for nothing.
    const kept = await fetch(app.baseUrl + url, { headers: { Accept: 'text/html' } });
    const etag = kept.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(kept.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const again = await fetch(app.baseUrl + url, {
      headers: { Accept: 'text/html', 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it("a saved shop text shows at once on its page, in that page's language only", async () => {
    expect(await heading('/returns-and-exchanges')).toContain('We want you to love');
    const drawn = pagesDrawn();
    expect(await heading('/returns-and-exchanges')).toContain('We want you to love');
    expect(pagesDrawn()).toBe(drawn);
    await clientFor(app, admin).content.save('returns', {
      language: 'en',
      body: 'Kept for 21 days',
    });
    expect(await heading('/returns-and-exchanges')).toBe('Kept for 21 days');
    // Sinhala has no text of its own: it reads the English one.
    expect(await heading('/si/returns-and-exchanges')).toBe('Kept for 21 days');
  });

  it('a staff edit shows at once on the pages', async () => {
    const print = await createProduct(app, { name: 'Before Edit', category: 'Kitchen' });
    expect(await heading(`/overview/${print.productId}`)).toBe('Before Edit');
    expect(await heading('/products/Kitchen')).toContain('Before Edit');
    await clientFor(app, admin).product.update(print.productId, { name: 'After Edit' });
    expect(await heading(`/overview/${print.productId}`)).toBe('After Edit');
    expect(await heading('/products/Kitchen')).toContain('After Edit');
  });

  it('an order drops the pages showing its print and the home page, and keeps the others', async () => {
    const ordered = await createProduct(app, { name: 'Ordered Print', category: 'Kitchen' });
    const other = await createProduct(app, { name: 'Untouched Print', category: 'Living Room' });
    const orderedPage = `/overview/${ordered.productId}`;
    const otherPage = `/overview/${other.productId}`;
    await heading(orderedPage);
    await heading(otherPage);
    await heading('/products/Living%20Room');
    const home = await heading('/');
    await sneakName(ordered.productId, 'Ordered, Renamed Behind The Back');
    await sneakName(other.productId, 'Untouched, Renamed Behind The Back');

    await order(ordered.productId);

    expect(await heading(orderedPage)).toBe('Ordered, Renamed Behind The Back');
    expect(await heading(otherPage)).toBe('Untouched Print');
    expect(await heading('/products/Living%20Room')).toContain('Untouched Print');
    // The home page's trending prints follow sales: drawn again.
    const drawn = pagesDrawn();
    expect(await heading('/')).toBeDefined();
    expect(pagesDrawn()).toBe(drawn + 1);
    expect(home).toBeDefined();
  });

  it('keeps a list page that found nothing through an order', async () => {
    const print = await createProduct(app, { name: 'Plain Print', category: 'Kitchen' });
    const empty = '/products?search=wombatfruit';
    await heading(empty);
    const drawn = pagesDrawn();
    await order(print.productId);
    await heading(empty);
    expect(pagesDrawn()).toBe(drawn);
  });

  it('never keeps a page that failed to draw', async () => {
    const print = await createProduct(app, { name: 'Breaks the screen' });
    await heading(`/overview/${print.productId}`);
    const drawn = pagesDrawn();
    await heading(`/overview/${print.productId}`);
    expect(pagesDrawn()).toBe(drawn + 1);
  });

  it('keeps one drawing of a page per display currency', async () => {
    const print = await createProduct(app, { name: 'Kept In Two Currencies' });
    const url = `/overview/${print.productId}`;
    const inUsd = { Cookie: 'currency=USD' };
    const body = async (headers: Record<string, string> = {}) =>
      (await fetch(app.baseUrl + url, { headers: { Accept: 'text/html', ...headers } })).text();
    expect(await body()).not.toContain('<p>in USD</p>');
    expect(await body(inUsd)).toContain('<p>in USD</p>');
    const drawn = pagesDrawn();
    expect(await body(inUsd)).toContain('<p>in USD</p>');
    expect(await body()).not.toContain('<p>in USD</p>');
    expect(pagesDrawn()).toBe(drawn);
  });
});
