import fs from 'node:fs';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_RENDERED_ATTRIBUTE } from '@wallart/domain';
import { serverBundleOf } from '../../http/page-render';
import { createProduct } from '../../test/factories';
import { pagesDrawn, storefrontBuild } from '../../test/storefront-build';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it('answers ok when the database answers; without a storefront the browser draws pages', async () => {
    const api = clientFor(app);
    expect(await api.system.health()).toEqual({ status: 'ok', database: 'ok', pages: 'browser' });
    expect(api.lastAnswer().status).toBe(200);
    expect(api.lastAnswer().headers.get('x-request-id')).toBeTruthy();
  });

  // A path the client does not know: a raw request on purpose.
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.call('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Not found' });
  });
});

type LogLine = { msg: string; level: number; err?: { message: string } };

/** A test app on a storefront build, with its log lines kept. */
async function startWithBuild(build: { dir: string }, lines: LogLine[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  return startTestApp({ storefrontDir: build.dir, logger: pino({ level: 'info' }, sink) });
}

const rootOf = async (app: TestApp, urlPath: string) => {
  const res = await fetch(app.baseUrl + urlPath, { headers: { Accept: 'text/html' } });
  return /<div id="root"([^>]*)>/.exec(await res.text())?.[1];
};

describe('a start with a storefront build: the page renderer is warm before anything answers', () => {
  const build = storefrontBuild();
  const lines: LogLine[] = [];
  let app: TestApp;
  let drawnAtStart: number;
  beforeAll(async () => {
    const before = pagesDrawn();
    app = await startWithBuild(build, lines);
    drawnAtStart = pagesDrawn() - before;
  });
  afterAll(async () => {
    await app?.close();
    build.remove();
  });

  it('has drawn the home and list pages by the time health answers that the server draws pages', async () => {
    expect(drawnAtStart).toBe(2);
    expect(lines.map((l) => l.msg)).toContain('page renderer warm');
    expect(await clientFor(app).system.health()).toEqual({
      status: 'ok',
      database: 'ok',
      pages: 'drawn',
    });
  });

  it('answers the first page of each kind drawn', async () => {
    const print = await createProduct(app, { name: 'Warm Welcome' });
    expect(await rootOf(app, '/')).toBe(` ${SERVER_RENDERED_ATTRIBUTE}`);
    expect(await rootOf(app, '/products')).toBe(` ${SERVER_RENDERED_ATTRIBUTE}`);
    expect(await rootOf(app, `/overview/${print.productId}`)).toBe(` ${SERVER_RENDERED_ATTRIBUTE}`);
  });
});

describe('warming up with prints in the catalogue', () => {
  const build = storefrontBuild();
  let app: TestApp;
  beforeAll(async () => {
    app = await startWithBuild(build, []);
  });
  afterAll(async () => {
    await app?.close();
    build.remove();
  });

  it('draws a product page as well as the home and list pages', async () => {
    await createProduct(app, { name: 'Already Here' });
    const before = pagesDrawn();
    await app.warmUp();
    expect(pagesDrawn() - before).toBe(3);
  });
});

describe('a start whose server bundle cannot be loaded', () => {
  const build = storefrontBuild();
  const lines: LogLine[] = [];
  let app: TestApp;
  beforeAll(async () => {
    fs.writeFileSync(serverBundleOf(build.dir), 'export const nothing = 1;\n');
    app = await startWithBuild(build, lines);
  });
  afterAll(async () => {
    await app?.close();
    build.remove();
  });

  it('still opens, logs why, says the browser draws pages, and sends them plain', async () => {
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'warming the page renderer failed',
        err: expect.objectContaining({
          message: expect.stringContaining('does not export renderPage'),
        }),
      }),
    );
    expect(await clientFor(app).system.health()).toMatchObject({ pages: 'browser' });
    expect(await rootOf(app, '/')).toBe('');
  });
});
