import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '@wallart/domain';
import { OrderModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { clientFor, startTestAppWithMail, type TestApp } from '../../test/test-app';
import { uniqueEmail } from '../account/testing/account-setup';
import { readPdf } from '../documents/testing/pdf-reader';
import type { ReceivedMail, SmtpSink } from '../mail/testing/smtp-sink';

/** The order's language (PRODUCT §12): kept on the order, used by its mails and documents. */

let sink: SmtpSink;
let app: TestApp;
let close: () => Promise<void>;
let admin: SignedIn;

beforeAll(async () => {
  ({ app, sink, close } = await startTestAppWithMail());
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => close());

async function place(shopper: SignedIn, body: Record<string, unknown>) {
  const product = await createProduct(app, { name: 'Ella Rock Mist', price: 4500, stock: 20 });
  const answer = await clientFor(app, shopper).order.place({
    name: 'Kamala Silva',
    address: '12 Temple Road, Kandy',
    phoneNumber: '+94 71 555 1234',
    billItems: [{ productId: product.productId, quantity: 2 }],
    ...body,
  });
  return answer.order;
}

const mailAbout = (orderID: string, email: string, subject: RegExp): Promise<ReceivedMail> =>
  sink.waitFor(
    (m) => m.to.includes(email) && m.subject.includes(orderID) && subject.test(m.subject),
  );

/**
 * Whether the text holds the word's letters together, in any order: a PDF's text gives a
 * shaped cluster's glyphs in the order they are drawn (a vowel sign before its letter).
 */
function holdsCluster(text: string, word: string): boolean {
  const letters = (s: string) => [...s].sort().join('');
  const chars = [...text.replace(/\s+/g, '')];
  const size = [...word].length;
  for (let i = 0; i + size <= chars.length; i += 1) {
    if (letters(chars.slice(i, i + size).join('')) === letters(word)) return true;
  }
  return false;
}

describe('an order placed in Tamil', () => {
  it('keeps ta, mails its confirmation and status changes in Tamil, and its invoice prints Tamil', async () => {
    const shopper = await createUser(app);
    const order = await place(shopper, { lang: 'ta' });
    expect(order.lang).toBe('ta');
    const row = await OrderModel.findOne({ where: { orderID: order.orderID }, raw: true });
    expect(row?.lang).toBe('ta');

    const placed = await mailAbout(order.orderID, shopper.user.email, /உறுதிசெய்யப்பட்டது/);
    expect(placed.subject).toBe(`உங்கள் ஆர்டர் ${order.orderID} உறுதிசெய்யப்பட்டது`);
    expect(placed.text).toContain(`வணக்கம் Kamala Silva,`);
    expect(placed.text).toContain('மொத்தம்: LKR 9,000.00');
    expect(placed.text).toContain('கட்டணம்: பொருள் கிடைக்கும்போது பணம்');
    expect(placed.text).not.toContain('Thank you for your order');

    await clientFor(app, admin).order.setStatus(order.orderID, 'Processing');
    const processing = await mailAbout(order.orderID, shopper.user.email, /தயாரித்து/);
    expect(processing.subject).toBe(`உங்கள் ஆர்டர் ${order.orderID} ஐத் தயாரித்துக்கொண்டிருக்கிறோம்`);
    expect(processing.text).toContain('அடுத்து என்ன:');

    const invoice = await readPdf(await clientFor(app, shopper).documents.invoice(order.orderID));
    for (const word of ['ஆர்டர்', 'அனுப்புதல்', 'சாதாரண', 'அளவு', 'LKR 9,000.00']) {
      expect(invoice.text).toContain(word);
    }
    expect(invoice.text).not.toContain('?');
    const slip = await readPdf(await clientFor(app, admin).documents.packingSlip(order.orderID));
    expect(slip.text).toContain('இந்தப் பார்சலில் 2 அச்சுகள் உள்ளன');
  });
});

describe('an order placed in Sinhala', () => {
  it('prints a conjunct such as ශ්‍රී in its name and address, with Sinhala labels, and mails in Sinhala', async () => {
    const shopper = await createUser(app);
    const order = await place(shopper, {
      lang: 'si',
      name: 'ශ්‍රියානි පෙරේරා',
      address: 'ශ්‍රී සුමංගල මාවත 12\nමහනුවර',
    });
    expect(order.lang).toBe('si');
    const placed = await mailAbout(order.orderID, shopper.user.email, /තහවුරු/);
    expect(placed.subject).toBe(`ඔබේ ඇණවුම ${order.orderID} තහවුරු කළා`);
    expect(placed.text).toContain('ආයුබෝවන් ශ්‍රියානි පෙරේරා,');
    expect(placed.text).toContain('ශ්‍රී සුමංගල මාවත 12');

    const { text } = await readPdf(await clientFor(app, shopper).documents.invoice(order.orderID));
    expect(holdsCluster(text, 'ශ්‍රී')).toBe(true);
    expect(text).toContain('මහනුවර');
    expect(text).toContain('උප එකතුව');
    expect(text).toContain('ලංකාව');
    expect(text).not.toContain('?');
  });
});

describe("an order's payment mails", () => {
  it('come in its language: a Sinhala bank transfer, its slip verified', async () => {
    const shopper = await createUser(app);
    const order = await place(shopper, { lang: 'si', paymentMethod: 'bank-transfer' });
    const placed = await mailAbout(order.orderID, shopper.user.email, /තහවුරු/);
    expect(placed.text).toContain('ගෙවීම: බැංකු හුවමාරුව');
    expect(placed.text).toContain('ගිණුම් අංකය:');
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    await clientFor(app, shopper).payment.uploadSlip(
      order.orderID,
      new Blob([new Uint8Array(png)], { type: 'image/png' }),
      'slip.png',
    );
    await clientFor(app, admin).payment.review(order.orderID, { action: 'verify' });
    const paid = await mailAbout(order.orderID, shopper.user.email, /ගෙවීම ලැබුණා/);
    expect(paid.subject).toBe(`ඇණවුම ${order.orderID} සඳහා ගෙවීම ලැබුණා`);
    expect(paid.text).toContain('ඊළඟට සිදු වන්නේ:');
  });
});

describe('the language of an order', () => {
  it('is English when none is sent, as SPEC’s body places it', async () => {
    const shopper = await createUser(app);
    const order = await place(shopper, {});
    expect(order.lang).toBe('en');
    const placed = await mailAbout(order.orderID, shopper.user.email, /confirmed/);
    expect(placed.subject).toBe(`Your order ${order.orderID} is confirmed`);
  });

  it('outside en, si and ta is refused with a 400 and places nothing', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { stock: 5 });
    const before = await OrderModel.count();
    const answer = await app.call('POST', '/api/order', {
      token: shopper.token,
      body: {
        name: 'Kamala Silva',
        address: '12 Temple Road, Kandy',
        phoneNumber: '+94 71 555 1234',
        billItems: [{ productId: product.productId, quantity: 1 }],
        lang: 'fr',
      },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('lang must be one of en, si, ta');
    expect(await OrderModel.count()).toBe(before);
  });

  it("gives a guest's order link mail in the order's language", async () => {
    const email = uniqueEmail('guest');
    const product = await createProduct(app, { stock: 5 });
    const placed = await app.call('POST', '/api/order', {
      body: {
        name: 'Kamala Silva',
        address: '12 Temple Road, Kandy',
        phoneNumber: '+94 71 555 1234',
        email,
        billItems: [{ productId: product.productId, quantity: 1 }],
        lang: 'ta',
      },
    });
    expect(placed.status).toBe(201);
    const { orderID } = (placed.body as PlacedOrder).order;
    const confirmation = await mailAbout(orderID, email, /உறுதிசெய்யப்பட்டது/);
    expect(confirmation.text).toContain('நீங்கள் கணக்கு இல்லாமல் ஆர்டர் செய்தீர்கள்');

    const lookup = await app.call('POST', '/api/order/lookup', { body: { orderID, email } });
    expect(lookup.status).toBe(202);
    const link = await mailAbout(orderID, email, /இணைப்பு/);
    expect(link.subject).toBe(`ஆர்டர் ${orderID} க்கான உங்கள் இணைப்பு`);
  });
});

describe("an order's lines", () => {
  it('keep the name of the print in the language the order was placed in, English where none', async () => {
    const shopper = await createUser(app);
    const lighthouse = await createProduct(app, {
      name: 'Old Lighthouse',
      stock: 10,
      translations: { si: { name: 'පැරණි ප්‍රදීපාගාරය' } },
    });
    const billItems = [{ productId: lighthouse.productId, quantity: 1 }];
    const details = {
      name: 'Kamala Silva',
      address: '12 Temple Road, Kandy',
      phoneNumber: '0771234567',
    };
    const asShopper = clientFor(app, shopper);
    const inSinhala = (await asShopper.order.place({ ...details, billItems, lang: 'si' })).order;
    const inTamil = (await asShopper.order.place({ ...details, billItems, lang: 'ta' })).order;
    const inEnglish = (await asShopper.order.place({ ...details, billItems })).order;
    expect(inSinhala.billItems[0]?.name).toBe('පැරණි ප්‍රදීපාගාරය');
    expect(inTamil.billItems[0]?.name).toBe('Old Lighthouse');
    expect(inEnglish.billItems[0]?.name).toBe('Old Lighthouse');
  });
});
