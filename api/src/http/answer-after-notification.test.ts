import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAfterOthersNotified } from './answer-after-notification';

// A relay whose notification Redis has not yet taken: `deliverNow` lets it through.
let deliverNow: () => void = () => undefined;
let delivery = Promise.resolve();
const relay = { notified: () => delivery };
const holdDelivery = () => {
  delivery = new Promise((resolve) => (deliverNow = resolve));
};

let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use(compression({ threshold: 0 }));
  app.use(answerAfterOthersNotified(relay));
  app.get('/thing', (_req, res) => void res.json({ read: true }));
  app.put('/thing', (_req, res) => void res.json({ written: 'x'.repeat(2000) }));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Whether the answer came within 100 ms, and the answer once it has. */
async function callWithin(method: string) {
  const answer = fetch(`${base}/thing`, { method, headers: { 'accept-encoding': 'gzip' } });
  const early = await Promise.race([
    answer.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 100)),
  ]);
  return { early, answer };
}

describe('answers to writes with several servers', () => {
  it('are sent once the other servers have been notified, whole and compressed', async () => {
    holdDelivery();
    const { early, answer } = await callWithin('PUT');
    expect(early).toBe(false);
    deliverNow();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(((await res.json()) as { written: string }).written).toHaveLength(2000);
  });

  it('leave reads alone', async () => {
    holdDelivery();
    const { early, answer } = await callWithin('GET');
    expect(early).toBe(true);
    expect(await (await answer).json()).toEqual({ read: true });
    deliverNow();
  });
});
