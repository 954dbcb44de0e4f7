/**
 * What the fake gateway's own tests share: a stand-in for the shop's notify endpoint, and the
 * checks the shop makes on a notice.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { payHereNoticeSignature } from '@wallart/domain/rules';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startFakePayHere, type FakePayHere } from './fake-payhere';
import type { Tamper } from './fake-payhere-protocol';

export const MERCHANT = '1211149';
export const SECRET = 'test-secret';
export const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

export interface Received {
  contentType: string | undefined;
  fields: Record<string, string>;
}

/** A loopback stand-in for the shop's notify endpoint: records each notice, answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({
        contentType: req.headers['content-type'],
        fields: Object.fromEntries(new URLSearchParams(body)),
      });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 200 ? 'OK' : 'refused');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    notifyUrl: `http://127.0.0.1:${port}/api/payments/payhere/notify`,
    answerWith(next: number) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** What the shop checks on a notice (PRODUCT §7), as the names of the checks that fail. */
export function failedChecks(
  fields: Record<string, string>,
  expected: { amount: string; currency: string },
): Tamper[] {
  const failed: Tamper[] = [];
  const signature = payHereNoticeSignature(
    {
      merchant_id: fields.merchant_id ?? '',
      order_id: fields.order_id ?? '',
      payhere_amount: fields.payhere_amount ?? '',
      payhere_currency: fields.payhere_currency ?? '',
      status_code: fields.status_code ?? '',
    },
    SECRET,
    md5,
  );
  if (fields.md5sig !== signature) failed.push('signature');
  if (fields.merchant_id !== MERCHANT) failed.push('merchant');
  if (fields.payhere_amount !== expected.amount) failed.push('amount');
  if (fields.payhere_currency !== expected.currency) failed.push('currency');
  return failed;
}

/** A gateway and a receiver, started once per file; each test begins with none received. */
export function gatewayAndReceiver() {
  const started = {} as {
    gateway: FakePayHere;
    receiver: Awaited<ReturnType<typeof startReceiver>>;
  };
  beforeAll(async () => {
    started.gateway = await startFakePayHere({ merchantId: MERCHANT, merchantSecret: SECRET });
    started.receiver = await startReceiver();
  });
  afterAll(async () => {
    await started.gateway.close();
    await started.receiver.close();
  });
  afterEach(() => {
    started.receiver.received.length = 0;
    started.gateway.notices.length = 0;
    started.receiver.answerWith(200);
  });
  return started;
}
