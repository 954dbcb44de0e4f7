import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@wallart/domain';
import { startShop, type ShopServer } from '../support/shop-server';

const SHOP = 'https://shop.example.lk';
/** The Nu HTML checker's jar, which the `vnu-jar` package answers the path of. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar') as unknown);

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let shop: ShopServer;
let folder: string;
/** Every page a shopper can get from the server, by a name, as the server sends it. */
let pages: Record<string, string>;

beforeAll(async () => {
  shop = await startShop({ env: { PUBLIC_URL: SHOP } });
  const res = await fetch(`${shop.url}/api/product/category/Kitchen?limit=1`);
  const [print] = (await res.json()) as Product[];
  if (!print) throw new Error('the demo shop has no Kitchen print');
  const paths = {
    home: '/',
    products: '/products',
    category: '/products/Kitchen',
    product: `/overview/${print.productId}`,
    'unknown print': '/overview/NO-SUCH-PRINT',
    'page drawn in the browser': '/about',
  };
  pages = {};
  for (const [name, urlPath] of Object.entries(paths)) {
    const page = await fetch(shop.url + urlPath, { headers: { Accept: 'text/html' } });
    pages[name] = await page.text();
  }
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-markup-'));
});

afterAll(async () => {
  await shop?.stop();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the HTML of the shopper pages', () => {
  it('every page the server sends passes the Nu HTML checker, its CSS messages aside', () => {
    const files = Object.entries(pages).map(([name, html]) => {
      const file = path.join(folder, `${name.replace(/\W+/g, '-')}.html`);
      fs.writeFileSync(file, html);
      return file;
    });
    // One run of the checker for every page: a JVM start costs more than the checks.
    const run = spawnSync(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files],
      {
        encoding: 'utf8',
      },
    );
    if (run.error) throw run.error;
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
    // The checker's CSS grammar lags today's CSS (PRODUCT §14): its messages are not judged.
    const markupErrors = messages
      .filter((m) => m.type === 'error' && !m.message.startsWith('CSS:'))
      .map((m) => `${path.basename(m.url)}:${m.lastLine ?? '?'} ${m.message} — ${m.extract ?? ''}`);
    expect(markupErrors).toEqual([]);
    expect(messages.filter((m) => m.type === 'non-document-error')).toEqual([]);
  });

  it('the structured data of the home, a category and a print passes a schema.org validator', async () => {
    const validator = new Validator();
    const extractor = new WebAutoExtractor({
      addLocation: true,
      embedSource: ['rdfa', 'microdata'],
    });
    const found: Record<string, string[]> = {};
    for (const name of ['home', 'products', 'category', 'product']) {
      const data = extractor.parse(pages[name] ?? '');
      found[name] = Object.keys(data.jsonld);
      const errors = (await validator.validate(data)).filter((issue) => issue.severity === 'ERROR');
      expect(errors, name).toEqual([]);
      // No rating is claimed: the page shows none that real reviews back.
      expect(JSON.stringify(data.jsonld), name).not.toMatch(/rating|review/i);
    }
    expect(found).toEqual({
      home: ['Organization', 'WebSite'],
      products: [],
      category: ['BreadcrumbList'],
      product: ['Product', 'BreadcrumbList'],
    });
    const product = extractor.parse(pages.product ?? '').jsonld.Product?.[0];
    expect(product).toMatchObject({ url: expect.stringMatching(`^${SHOP}/overview/`) });
  });
});
