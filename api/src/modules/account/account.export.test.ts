import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '@wallart/domain';
import { createUser, TEST_PASSWORD, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { placeOrder, proveAddress } from './testing/account-setup';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

async function exportOf(who: SignedIn): Promise<{ data: AccountExport; text: string }> {
  const api = clientFor(app, who);
  const { blob, fileName } = await api.account.exportData();
  expect(fileName).toMatch(/^wallart-account-\d{4}-\d{2}-\d{2}\.json$/);
  const answer = api.lastAnswer();
  expect(answer.headers.get('Content-Disposition')).toMatch(/^attachment; filename=/);
  expect(answer.headers.get('Content-Type')).toMatch(/^application\/json/);
  const text = await blob.text();
  return { data: JSON.parse(text) as AccountExport, text };
}

/** A shopper with an order, a review written signed in and a contact message. */
async function activeShopper(label: string) {
  const who = await createUser(app);
  await proveAddress(who);
  const order = await placeOrder(app, who, 'Pending');
  const review = await clientFor(app, who).review.create({
    name: `${label} the reviewer`,
    title: `${label} loves it`,
    comment: `Review by ${label}`,
    rating: 5,
  });
  await clientFor(app).inbox.sendContact({
    name: label,
    email: who.user.email,
    subject: `Question from ${label}`,
    message: `Message by ${label}`,
  });
  return { who, order, review };
}

describe('GET /api/user/current/export', () => {
  it('holds the profile, orders with lines and history, reviews and messages of the caller', async () => {
    const mine = await activeShopper('Nimal');
    const { data } = await exportOf(mine.who);

    expect(data.exportedAt).toEqual(expect.any(String));
    expect(data.profile).toEqual({ ...mine.who.user, isEmailVerified: true, hasPassword: true });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      orderID: mine.order.orderID,
      name: 'Kamala Silva',
      address: '12 Temple Road, Kandy',
      billItems: [expect.objectContaining({ quantity: 1, productId: expect.any(String) })],
      statusHistory: [expect.objectContaining({ to: 'Pending' })],
    });
    expect(data.reviews).toEqual([
      expect.objectContaining({ _id: mine.review._id, comment: 'Review by Nimal' }),
    ]);
    expect(data.inboxMessages).toEqual([
      expect.objectContaining({ kind: 'contact', message: 'Message by Nimal' }),
    ]);
  });

  it('holds nothing of anyone else, and no password hash, password or code', async () => {
    const mine = await activeShopper('Ruwan');
    const theirs = await activeShopper('Someone');
    const { text } = await exportOf(mine.who);
    expect(text).not.toContain(theirs.order.orderID);
    expect(text).not.toContain(theirs.who.user.email);
    expect(text).not.toContain('Someone');
    expect(text).not.toMatch(/passwordHash|\$2[aby]\$|codeHash|tokenVersion/);
    expect(text).not.toContain(TEST_PASSWORD);
  });

  it('leaves out messages sent from an address the account has not proven', async () => {
    const unproven = await createUser(app);
    await clientFor(app).inbox.sendContact({
      name: 'Anyone',
      email: unproven.user.email,
      subject: 'Hello',
      message: 'Sent by whoever owns the address',
    });
    const { data } = await exportOf(unproven);
    expect(data.profile.isEmailVerified).toBe(false);
    expect(data.inboxMessages).toEqual([]);
  });

  it('answers a reviewer signed out an empty list: their review is not linked', async () => {
    const who = await createUser(app);
    await clientFor(app).review.create({ name: 'Anon', title: 'T', comment: 'C', rating: 4 });
    const { data } = await exportOf(who);
    expect(data.reviews).toEqual([]);
    expect(data.orders).toEqual([]);
  });

  it('refuses a caller without a token with 401', async () => {
    const error = await apiError(clientFor(app).account.exportData());
    expect(error.status).toBe(401);
  });
});
