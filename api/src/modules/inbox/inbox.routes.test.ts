import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxItemSchema } from '@wallart/domain';
import { createUser } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';
import { FORM_MESSAGES } from './inbox.routes';
import { parseMail } from '../mail/testing/mime';

let app: TestApp;
let adminToken: string;
let shop: TestClient;
let asAdmin: TestClient;
let asShopper: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = (await createUser(app, { role: 'admin' })).token;
  shop = clientFor(app);
  asAdmin = clientFor(app, adminToken);
  asShopper = clientFor(app, await createUser(app));
});
afterAll(async () => app.close());

const customArt = {
  name: 'Nimali Perera',
  email: 'Nimali@Example.com',
  style: 'Watercolour',
  message: 'A 24x36 print of our tea estate at sunrise, please.',
};
const contact = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  subject: 'Delivery to Jaffna',
  message: 'Do you deliver to Jaffna, and how long does it take?',
};

async function postForm(urlPath: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const res = await fetch(app.baseUrl + urlPath, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
}

describe('POST /api/inbox/custom-art and /api/inbox/contact', () => {
  it('takes a custom-art request as JSON and answers { success, message } with 201', async () => {
    const answer = await shop.inbox.sendCustomArt(customArt);
    expect(shop.lastAnswer().status).toBe(201);
    expect(answer).toEqual({ success: true, message: FORM_MESSAGES.customArt });
  });

  it('takes a contact message as a multipart form', async () => {
    const res = await postForm('/api/inbox/contact', contact);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: FORM_MESSAGES.contact });
  });

  it('takes a custom-art request as a multipart form, without a style', async () => {
    const { style: _style, ...withoutStyle } = customArt;
    const res = await postForm('/api/inbox/custom-art', { ...withoutStyle, name: 'Form Sender' });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
  });

  // Invalid forms, read whole for `success: false`: raw requests on purpose.
  it('answers invalid input with a 400 and { success: false, message }', async () => {
    const badEmail = await app.call('POST', '/api/inbox/contact', {
      body: { ...contact, email: 'nope' },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toEqual({
      success: false,
      code: 'invalid',
      message: 'Enter a valid email address',
    });

    const noMessage = await postForm('/api/inbox/custom-art', { name: 'A', email: 'a@b.co' });
    expect(noMessage.status).toBe(400);
    expect(noMessage.body).toEqual({
      success: false,
      code: 'invalid',
      message: 'Message is required',
    });

    const noSubject = await app.call('POST', '/api/inbox/contact', {
      body: { ...contact, subject: '  ' },
    });
    expect(noSubject.status).toBe(400);
    expect(noSubject.body).toEqual({
      success: false,
      code: 'invalid',
      message: 'Subject is required',
    });
  });

  it('refuses a file attached to a form with a 400', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(contact)) form.append(key, value);
    form.append('attachment', new Blob(['x']), 'x.txt');
    const res = await fetch(`${app.baseUrl}/api/inbox/contact`, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false });
  });

  it('tells the shop about a custom-art request by mail (filed in the outbox without SMTP)', async () => {
    await app.services.mailer.idle();
    const outbox = path.join(app.dataDir, 'outbox');
    const mails = fs
      .readdirSync(outbox)
      .map((f) => parseMail(fs.readFileSync(path.join(outbox, f), 'utf8')));
    const notice = mails.find((m) => m.subject === 'New custom art request from Nimali Perera');
    expect(notice).toBeDefined();
    expect(notice?.headers.get('to')).toContain('hello@wallart.test');
    expect(notice?.headers.get('reply-to')).toContain('nimali@example.com');
    expect(notice?.text).toContain('Watercolour');
    // Contact messages are kept for staff, not mailed.
    expect(mails.some((m) => m.text.includes('Delivery to Jaffna'))).toBe(false);
  });
});

describe('GET /api/inbox and PATCH /api/inbox/:id (staff)', () => {
  it('lists every message for an admin, newest first, in the shared shape', async () => {
    const items = await asAdmin.inbox.list();
    expect(items).toHaveLength(3);
    for (const item of items) expect(inboxItemSchema.parse(item)).toEqual(item);
    expect(items.map((i) => i.name)).toEqual(['Form Sender', 'Ravi Kumar', 'Nimali Perera']);
    expect(items[2]).toMatchObject({
      kind: 'custom-art',
      email: 'nimali@example.com',
      style: 'Watercolour',
      subject: '',
      status: 'new',
    });
    expect(items[1]).toMatchObject({
      kind: 'contact',
      subject: 'Delivery to Jaffna',
      style: '',
    });
  });

  it('marks a message handled and back, and filters by status', async () => {
    const ravi = (await asAdmin.inbox.list()).find((i) => i.name === 'Ravi Kumar');
    if (!ravi) throw new Error('the contact message is missing');
    const handledOne = await asAdmin.inbox.setStatus(ravi._id, 'handled');
    expect(asAdmin.lastAnswer().status).toBe(200);
    expect(handledOne).toMatchObject({ _id: ravi._id, status: 'handled' });

    const handled = await asAdmin.inbox.list('handled');
    expect(handled.map((i) => i.name)).toEqual(['Ravi Kumar']);
    const fresh = await asAdmin.inbox.list('new');
    expect(fresh.map((i) => i.name)).toEqual(['Form Sender', 'Nimali Perera']);

    const back = await asAdmin.inbox.setStatus(ravi._id, 'new');
    expect(back.status).toBe('new');
  });

  it('answers a bad status with 400 and an unknown message with 404', async () => {
    // A status outside the list: raw requests on purpose.
    expect(
      (await app.call('GET', '/api/inbox?status=archived', { token: adminToken })).status,
    ).toBe(400);
    expect(
      (await app.call('PATCH', '/api/inbox/1', { token: adminToken, body: { status: 'done' } }))
        .status,
    ).toBe(400);
    expect((await apiError(asAdmin.inbox.setStatus('99999', 'handled'))).status).toBe(404);
    expect((await apiError(asAdmin.inbox.setStatus('abc', 'handled'))).status).toBe(404);
  });

  it('is for admins only: shoppers get 403, anonymous 401', async () => {
    expect((await apiError(asShopper.inbox.list())).status).toBe(403);
    expect((await apiError(shop.inbox.list())).status).toBe(401);
    expect((await apiError(asShopper.inbox.setStatus('1', 'handled'))).status).toBe(403);
    expect((await apiError(shop.inbox.setStatus('1', 'handled'))).status).toBe(401);
  });
});

describe('inbox rate limit and config', () => {
  it('takes 10 forms per IP in 10 minutes, then answers 429 with { success: false, message }', async () => {
    const limited = await startTestApp();
    try {
      const api = clientFor(limited);
      const statuses = [];
      for (let i = 0; i < 10; i += 1) {
        await (i % 2 ? api.inbox.sendContact(contact) : api.inbox.sendCustomArt(customArt));
        statuses.push(api.lastAnswer().status);
      }
      expect(statuses).toEqual(Array(10).fill(201));
      // The refusal is read whole, for its `success: false`.
      const res = await limited.call('POST', '/api/inbox/contact', { body: contact });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        success: false,
        code: 'rate_limited',
        message: expect.stringMatching(/Too many attempts/),
      });
    } finally {
      await limited.close();
    }
  });

  it('GET /api/config answers a null Google client id when none is set', async () => {
    expect(await shop.system.config()).toMatchObject({ googleClientId: null });
  });
});
