import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSizeInput } from '@wallart/domain';
import { seriousAxeFindings } from '../support/admin-axe';
import { DEMO } from '../support/shop-server';
import {
  outboxMails,
  PHONE,
  startStorefront,
  toast,
  type StorefrontSession,
} from '../support/storefront-session';

let session: StorefrontSession;

beforeAll(async () => {
  session = await startStorefront();
});
afterAll(async () => session?.close());

describe('the wishlist', () => {
  it('a shopper saves a print with its heart and finds it on /wishlist', async () => {
    const token = await session.tokenOf();
    const product = await session.api.product.get('WA-LR-001');
    const { page, errors } = await session.open(`/overview/${product.productId}`, {
      token,
      viewport: PHONE,
    });
    const heart = page.getByRole('button', { name: `Save ${product.name} to wishlist` }).first();
    await heart.waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await toast(page, 'Saved to your wishlist').waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${session.shop.url}/wishlist`);
    await page.getByText('1 saved print').waitFor();
    await page.getByRole('link', { name: product.name }).first().waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect((await session.apiAs(token).wishlist.list()).items.map((p) => p.productId)).toEqual([
      product.productId,
    ]);
    expect(errors).toEqual([]);
  });
});

describe('back in stock', () => {
  it('a visitor asks about a sold-out size and gets one mail when staff restock it', async () => {
    const staff = session.apiAs(await session.tokenOf(DEMO.admin.email, DEMO.admin.password));
    const product = await session.api.product.get('WA-LR-002');
    const [first, ...rest] = product.sizes;
    if (!first) throw new Error('the demo print has no sizes');
    const withStock = (stock: number): ProductSizeInput[] => [
      { ...first, stock },
      ...rest.map((s) => ({ ...s, stock: s.stock ?? 0 })),
    ];
    // Staff sell the last of the first size.
    await staff.product.update(product.productId, { sizes: withStock(0) });

    const email = `back-${Date.now()}@example.com`;
    const { page, errors } = await session.open(`/overview/${product.productId}`);
    const form = page.getByRole('form', { name: "Tell me when it's back" });
    await form.waitFor();
    const sizes = form.getByRole('combobox', { name: 'Size' });
    if (await sizes.count()) await sizes.selectOption(first.size);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('button', { name: "Tell me when it's back" }).click();
    await form.getByText('We will e-mail you once').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);

    // Staff restock it, as the product form saves it.
    await staff.product.update(product.productId, { sizes: withStock(6) });
    const subject = `Back in stock: ${product.name} (${first.size})`;
    const mailsTo = () => outboxMails(session.shop.dataDir).filter((m) => m.to.includes(email));
    await expect.poll(() => mailsTo().length, { timeout: 10_000 }).toBe(1);
    const [mail] = mailsTo();
    expect(mail?.subject).toBe(subject);

    // The mail's stop link, opened in the browser.
    const stop = /\/back-in-stock\/stop\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(stop).not.toBe('');
    await page.goto(`${session.shop.url}${stop}`);
    await page
      .getByText('You will no longer get back-in-stock mail or requests for reviews.')
      .waitFor();
    expect(errors).toEqual([]);
  });
});
