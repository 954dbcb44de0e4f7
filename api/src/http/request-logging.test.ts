import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

interface LogLine {
  level: number;
  msg: string;
  req?: { id: string; method?: string; url?: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const lines: LogLine[] = [];
let app: TestApp;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  app = await startTestApp({ logger: pino({ level: 'info' }, sink) });
});
afterAll(async () => app.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const linesFor = (id: string | null) => lines.filter((l) => l.req?.id === id);

describe('request log', () => {
  it('never writes a guest order key that rides in a path', async () => {
    const key = 'k3yOfAGuestOrder_that-must-stay-out';
    const api = await app.call('GET', `/api/order/by-token/${key}`);
    const page = await app.call('GET', `/order/${key}`);
    const translated = await app.call('GET', `/ta/order/${key}`);
    await settle();
    const written = [api, page, translated].flatMap((r) => linesFor(r.headers.get('x-request-id')));
    expect(written.map((l) => l.req?.url)).toEqual([
      '/api/order/by-token/[order key]',
      '/order/[order key]',
      '/ta/order/[order key]',
    ]);
    expect(JSON.stringify(lines)).not.toContain(key);
  });

  it('writes one line per request with its id, method, url, status and time', async () => {
    const res = await app.call('GET', '/api/product?page=1&limit=2');
    await settle();
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [line, ...more] = linesFor(id);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id, method: 'GET', url: '/api/product?page=1&limit=2' },
      res: { statusCode: 200 },
    });
    expect(line?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('keeps a well-formed incoming request id and logs a caller mistake as a warning', async () => {
    const res = await app.call('GET', '/api/nowhere', { headers: { 'X-Request-Id': 'desk-42.a' } });
    await settle();
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('desk-42.a');
    expect(linesFor('desk-42.a')).toMatchObject([{ level: 40, res: { statusCode: 404 } }]);
  });

  it('replaces an incoming id that could break a log line', async () => {
    const res = await app.call('GET', '/api/product', { headers: { 'X-Request-Id': 'a b"c' } });
    expect(res.headers.get('x-request-id')).not.toBe('a b"c');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves health checks out of the log, but still tags them', async () => {
    const before = lines.length;
    const res = await app.call('GET', '/api/health');
    await settle();
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(lines.slice(before).filter((l) => l.msg === 'request completed')).toEqual([]);
  });
});
