import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '@wallart/domain';
import { createProduct } from '../test/factories';
import { BUILD_STYLES, storefrontBuild } from '../test/storefront-build';
import { startTestApp, type TestApp } from '../test/test-app';
import { PAGE_CODE_ELEMENT_ID } from './page-code';

interface LogLine {
  level: number;
  msg: string;
  err?: { message: string };
  req?: { url?: string };
}

const lines: LogLine[] = [];
let app: TestApp;
let build: ReturnType<typeof storefrontBuild>;

beforeAll(async () => {
  build = storefrontBuild();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  app = await startTestApp({
    storefrontDir: build.dir,
    publicUrl: 'https://shop.example.lk',
    logger: pino({ level: 'warn' }, sink),
  });
});
afterAll(async () => {
  await app?.close();
  build?.remove();
});

async function page(urlPath: string) {
  const res = await fetch(app.baseUrl + urlPath, { headers: { Accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
}

/** The tags a drawn page holds in its code template, in order. */
function heldCode(html: string): string[] {
  const template = new RegExp(`<template id="${PAGE_CODE_ELEMENT_ID}">(.*?)</template>`).exec(html);
  return template?.[1]?.match(/<script[^>]*><\/script>|<link[^>]*>/g) ?? [];
}

const rootOf = (html: string) => /<div id="root"([^>]*)>([\s\S]*?)<\/div>\n/.exec(html);

describe('shopper pages drawn on the server', () => {
  it('a product page arrives drawn, with its own title and description and its first data', async () => {
    const print = await createProduct(app, { name: 'Sigiriya at Dusk', category: 'Living Room' });
    const { status, html } = await page(`/overview/${print.productId}?utm_source=mail`);
    expect(status).toBe(200);
    const root = rootOf(html);
    expect(root?.[1]).toBe(` ${SERVER_RENDERED_ATTRIBUTE}`);
    // Drawn for its catalogue address: the campaign tag is not part of the page.
    expect(root?.[2]).toBe(
      `<main><h1>Sigiriya at Dusk</h1><p>/overview/${print.productId}</p></main>`,
    );
    expect(html).toContain('<title>Sigiriya at Dusk | Wall Art Shop</title>');
    expect(html).toContain(
      '<meta name="description" content="Prints: Sigiriya at Dusk &#38; more" />',
    );
    expect(html).not.toContain('The shop&#39;s own description');
    expect(html).toContain(`id="${FIRST_DATA_ELEMENT_ID}"`);
  });

  it('a drawn page carries its stylesheets and preloads the two fonts of its first screen', async () => {
    const print = await createProduct(app, { name: 'Galle Fort Walls' });
    const { html } = await page(`/overview/${print.productId}`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<style>${BUILD_STYLES['/assets/index-C1.css']}</style>`);
    expect(html).toContain(`<style>${BUILD_STYLES['/assets/detail-page-C2.css']}</style>`);
    const fonts = [...html.matchAll(/<link rel="preload" as="font" [^>]*href="([^"]+)">/g)];
    expect(fonts.map((m) => m[1])).toEqual([
      '/assets/inter-latin-400-normal-F1.woff2',
      '/assets/cormorant-garamond-latin-600-normal-F3.woff2',
    ]);
    // Its code after its markup, held back until the page has painted (decision 0062).
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    const held = heldCode(html);
    expect(html.indexOf(`<template id="${PAGE_CODE_ELEMENT_ID}">`)).toBeGreaterThan(
      html.indexOf('<div id="root"'),
    );
    expect(held[0]).toBe('<script type="module" crossorigin src="/assets/index-E1.js"></script>');
    expect(held).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/detail-page-D1.js">',
    );
  });

  it('runs no inline script but the one that puts the held code in place, by its hash', async () => {
    const print = await createProduct(app, { name: 'Kandy Lake Evening' });
    const res = await fetch(`${app.baseUrl}/overview/${print.productId}`);
    const html = await res.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '');
    expect(scriptSrc?.[1]?.split(' ')).toContain(`'sha256-${hash}'`);
    expect(scriptSrc?.[1]).not.toContain('unsafe-inline');
  });

  it('a page left to the browser links its stylesheets and preloads no font', async () => {
    const { html } = await page('/testing');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C1.css">');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-E1.js">');
    expect(html).not.toContain('<style>');
    expect(html).not.toContain('as="font"');
  });

  it('a category list and the home page arrive drawn too', async () => {
    await createProduct(app, { name: 'Tea Country Morning', category: 'Kitchen' });
    expect(rootOf((await page('/products/Kitchen')).html)?.[2]).toContain('Tea Country Morning');
    expect(rootOf((await page('/')).html)?.[1]).toBe(` ${SERVER_RENDERED_ATTRIBUTE}`);
  });

  it('a page whose screen throws is sent for the browser to draw, with its data, and logged', async () => {
    const print = await createProduct(app, { name: 'Breaks the screen' });
    const { status, html } = await page(`/overview/${print.productId}`);
    expect(status).toBe(200);
    expect(rootOf(html)?.[0]).toBe('<div id="root"></div>\n');
    expect(html).toContain('<title>Wall Art Shop | Canvas prints and wall art</title>');
    expect(html).toContain(`id="${FIRST_DATA_ELEMENT_ID}"`);
    expect(html).toContain('Breaks the screen');
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'drawing the page on the server failed; the browser draws it',
        err: expect.objectContaining({ message: 'The screen threw' }),
      }),
    );
  });

  it('the testing page and unknown prints are left to the browser', async () => {
    expect(rootOf((await page('/testing')).html)?.[0]).toBe('<div id="root"></div>\n');
    expect(rootOf((await page('/overview/NO-SUCH-PRINT')).html)?.[0]).toBe(
      '<div id="root"></div>\n',
    );
  });
});
