import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServer } from './app-server';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function listen(app: Express, make: (app: Express) => Server) {
  server = make(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An app that answers what Express made of the request. */
function inspectingApp() {
  const app = express();
  app.set('trust proxy', true);
  app.get('/look', (req, res) => {
    res
      .status(201)
      .set('X-Seen', String(req.get('x-asked')))
      .json({ query: req.query, ip: req.ip, path: req.path });
  });
  return app;
}

type Arrival = { request: unknown; response: unknown };

/** Records in `arrived` the prototypes each request and response has before Express sees them. */
function watchArrivals(made: Server, arrived: Arrival[]) {
  made.prependListener('request', (req, res) =>
    arrived.push({ request: Object.getPrototypeOf(req), response: Object.getPrototypeOf(res) }),
  );
  return made;
}

describe('the shop’s HTTP server', () => {
  it('makes each request and response with the app’s own prototypes', async () => {
    const app = inspectingApp();
    const arrived: Arrival[] = [];
    const base = await listen(app, (a) => watchArrivals(createAppServer(a), arrived));
    await fetch(`${base}/look`);
    await fetch(`${base}/look`);

    expect(arrived).toHaveLength(2);
    for (const { request, response } of arrived) {
      expect(request).toBe(app.request);
      expect(response).toBe(app.response);
    }
  });

  it('answers as Express does: query, headers, status, forwarded address and JSON', async () => {
    const base = await listen(inspectingApp(), createAppServer);
    const answer = await fetch(`${base}/look?size=A3&tag=a&tag=b`, {
      headers: { 'x-asked': 'yes', 'x-forwarded-for': '203.0.113.9' },
    });

    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-seen')).toBe('yes');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({
      query: { size: 'A3', tag: ['a', 'b'] },
      ip: '203.0.113.9',
      path: '/look',
    });
  });

  it('falls back to Node’s plain server where Node’s request constructor is a class', async () => {
    const nodeConstructor = http.IncomingMessage;
    Reflect.set(http, 'IncomingMessage', class extends nodeConstructor {});
    try {
      const arrived: Arrival[] = [];
      const base = await listen(inspectingApp(), (a) => watchArrivals(createAppServer(a), arrived));
      const answer = await fetch(`${base}/look?size=A3`);

      expect(answer.status).toBe(201);
      expect(arrived[0]?.request).toBe(nodeConstructor.prototype);
    } finally {
      Reflect.set(http, 'IncomingMessage', nodeConstructor);
    }
  });
});
