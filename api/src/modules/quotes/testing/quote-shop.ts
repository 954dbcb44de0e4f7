import { afterAll, beforeAll, expect } from 'vitest';
import type { InboxItem } from '@wallart/domain';
import { UserModel } from '../../../db/models';
import { createUser, type SignedIn } from '../../../test/factories';
import { clientFor, startTestAppWithMail, type TestApp } from '../../../test/test-app';
import type { SmtpSink } from '../../mail/testing/smtp-sink';

/**
 * The shop the quote tests share: a test app with mail, an admin, a requester whose address is
 * proven and a stranger, started by `useQuoteShop()` in a test file's module scope. The
 * bindings below are live: a test file reads them after its `beforeAll` has run.
 */
export let app: TestApp;
export let sink: SmtpSink;
let close: () => Promise<void>;
export let admin: SignedIn;
export let requester: SignedIn;
export let stranger: SignedIn;

export const DELIVERY = {
  name: 'Nimali Perera',
  address: '12 Lake Road, Kandy',
  phoneNumber: '0771234567',
};
export const QUOTE = {
  price: 38500,
  size: '24x36 in',
  description: 'Our tea estate at sunrise in watercolour, framed in teak.',
  deliveryDays: 21,
};

export async function verifiedUser(email?: string): Promise<SignedIn> {
  const who = await createUser(app, email ? { email } : {});
  await UserModel.update({ isEmailVerified: true }, { where: { id: Number(who.user._id) } });
  return who;
}

export function useQuoteShop(): void {
  beforeAll(async () => {
    ({ app, sink, close } = await startTestAppWithMail());
    admin = await createUser(app, { role: 'admin' });
    requester = await verifiedUser('nimali.quote@example.com');
    stranger = await verifiedUser();
  });
  afterAll(async () => close());
}

/** A custom-art request from this address, as staff find it in the Inbox. */
export async function customArtRequest(email: string, message: string): Promise<InboxItem> {
  await clientFor(app).inbox.sendCustomArt({ name: 'Nimali Perera', email, message });
  const items = await clientFor(app, admin).inbox.list();
  const item = items.find((i) => i.message === message);
  if (!item) throw new Error('the request is missing');
  return item;
}

/** The token in the latest quote mail to this address. */
async function mailedToken(email: string, after: number): Promise<string> {
  const mail = await sink.waitFor(
    (m) =>
      m.to.includes(email) && /custom art quote/.test(m.subject) && sink.mails.indexOf(m) >= after,
  );
  const token = /http:\/\/localhost:3000\/quote\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no link in the quote mail');
  return token;
}

export async function sendQuote(
  item: InboxItem,
  quote = QUOTE,
): Promise<{ item: InboxItem; token: string }> {
  const seen = sink.mails.length;
  const asAdmin = clientFor(app, admin);
  const quoted = await asAdmin.inbox.sendQuote(item._id, quote);
  expect(asAdmin.lastAnswer().status).toBe(201);
  return { item: quoted, token: await mailedToken(item.email, seen) };
}

export const placeQuoted = (who: SignedIn, productId: string, extra: object = {}) =>
  clientFor(app, who).order.place({
    ...DELIVERY,
    paymentMethod: 'bank-transfer',
    billItems: [{ productId, quantity: 1, ...extra }],
  });

export const statusOf = async (id: string) =>
  (await clientFor(app, admin).inbox.list()).find((i) => i._id === id)?.quoteStatus;
