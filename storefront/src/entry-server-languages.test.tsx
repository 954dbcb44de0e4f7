import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@wallart/admin-ui/testing/fixtures';
import { STOREFRONT_PATHS, type FirstData } from '@wallart/domain/rules';
import { renderPage } from './entry-server';
import { arrive, hydrateDrawnPage, leaveServerRender } from './test/hydration';

const print = aProduct();
const WITH_DATA: Record<string, FirstData> = {
  '/': { feeds: { trending: [print], newArrivals: [print] } },
  [`/overview/${print.productId}`]: {
    product: { productId: print.productId, product: print, recommended: [] },
  },
};

/** Every shopper route of the shop, its parameters filled in, and an address it does not know. */
const PATHS = [
  ...Object.entries(STOREFRONT_PATHS)
    .filter(([name]) => name !== 'admin' && name !== 'testing')
    .map(([, route]) =>
      route
        .replace(':categoryName', 'Kitchen')
        .replace(':productId', print.productId)
        .replace(':token', 'a-private-key'),
    ),
  '/no-such-page',
];

const catalogue = (lang: string) =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, 'i18n', 'locales', `${lang}.json`), 'utf8'),
  ) as Record<string, string>;
const KEYS = Object.keys(catalogue('en'));
const SCRIPT = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };

// What the browser asks for after taking the page over is left unanswered: the test is about
// the drawing the server sent and the one the browser makes of it.
beforeEach(() => {
  vi.mocked(fetch).mockImplementation(() => new Promise<Response>(() => {}));
});

let unmount = () => {};
afterEach(() => {
  unmount();
  unmount = () => {};
  document.body.innerHTML = '';
  leaveServerRender();
});

describe.each(['si', 'ta'] as const)('every page drawn in %s', (lang) => {
  it.each(PATHS)(`${lang}%s: drawn in its language, then hydrated with no mismatch`, async (at) => {
    const url = `/${lang}${at === '/' ? '/' : at}`;
    const data = WITH_DATA[at] ?? {};
    const { html } = await renderPage({ url, data });
    leaveServerRender();
    const root = arrive(html);
    // The page's texts in its language, and no key shown in place of a text.
    expect(root.textContent).toMatch(SCRIPT[lang]);
    expect(KEYS.filter((key) => root.textContent?.includes(key))).toEqual([]);

    const page = await hydrateDrawnPage(url, data, root);
    unmount = page.unmount;
    expect(page.problems).toEqual([]);
  });
});

describe('a print drawn in Sinhala', () => {
  it('shows the Sinhala name the server read, and the browser keeps it without asking again', async () => {
    const sinhala = { ...print, name: 'සීගිරිය සැඳෑවේ' };
    const data: FirstData = {
      product: { productId: print.productId, product: sinhala, recommended: [] },
    };
    const url = `/si/overview/${print.productId}`;
    const { html } = await renderPage({ url, data });
    leaveServerRender();
    const root = arrive(html);
    expect(root.querySelector('h1')?.textContent).toBe('සීගිරිය සැඳෑවේ');
    const page = await hydrateDrawnPage(url, data, root);
    unmount = page.unmount;
    expect(page.problems).toEqual([]);
    expect(root.querySelector('h1')?.textContent).toBe('සීගිරිය සැඳෑවේ');
    // The seeded answers are the Sinhala reads': the browser asks for no product again.
    const asked = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(asked.filter((address) => address.includes(`/api/product/${print.productId}`))).toEqual(
      [],
    );
  });
});
