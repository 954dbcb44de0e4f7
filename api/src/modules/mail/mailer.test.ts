import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND, DELETED_CUSTOMER } from '@wallart/domain';
import { layout, textFooter } from './mail-layout';
import { createMailer } from './mailer';
import { parseMail } from './testing/mime';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function outboxMailer() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-outbox-'));
  dirs.push(root);
  const outboxDir = path.join(root, 'outbox');
  const mailer = createMailer({
    from: 'Wall Art Shop <shop@wallart.test>',
    outboxDir,
    logger: pino({ level: 'silent' }),
  });
  return { mailer, outboxDir };
}

const KANDY = {
  name: 'Kandy Prints',
  address: '21 Hill Street, Kandy',
  phone: '+94 81 222 3344',
  email: 'care@kandyprints.lk',
};

const mail = (subject: string) => ({
  to: 'amaya@wallart.test',
  subject,
  text: `${subject} in text`,
  html: `<p>${subject}</p>`,
});

describe('mailer without SMTP', () => {
  it('files each mail in the outbox as an .eml named after its subject', async () => {
    const { mailer, outboxDir } = outboxMailer();
    await mailer.deliver(mail('Your order WA-ABC'));
    await mailer.deliver(mail('Your order WA-DEF'));
    const files = fs.readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const mails = files.map((f) => parseMail(fs.readFileSync(path.join(outboxDir, f), 'utf8')));
    expect(mails.map((m) => m.subject).sort()).toEqual(['Your order WA-ABC', 'Your order WA-DEF']);
    expect(mails.every((m) => m.headers.get('to')?.includes('amaya@wallart.test'))).toBe(true);
    expect(mails.map((m) => m.text).sort()).toEqual([
      'Your order WA-ABC in text',
      'Your order WA-DEF in text',
    ]);
  });

  it("answers to the shop's address on mails to anyone else, unless a mail names its own", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-outbox-'));
    dirs.push(root);
    const outboxDir = path.join(root, 'outbox');
    const mailer = createMailer({
      from: 'Wall Art Shop <no-reply@wallart.test>',
      outboxDir,
      logger: pino({ level: 'silent' }),
      shopEmail: 'hello@wallart.test',
    });
    await mailer.deliver(mail('To the shopper'));
    await mailer.deliver({ ...mail('To the shop'), to: 'hello@wallart.test' });
    await mailer.deliver({ ...mail('Own reply'), replyTo: 'amaya@wallart.test' });
    const bySubject = new Map(
      fs
        .readdirSync(outboxDir)
        .map((f) => parseMail(fs.readFileSync(path.join(outboxDir, f), 'utf8')))
        .map((m) => [m.subject, m.headers.get('reply-to')]),
    );
    expect(bySubject.get('To the shopper')).toContain('hello@wallart.test');
    expect(bySubject.get('To the shop')).toBeUndefined();
    expect(bySubject.get('Own reply')).toContain('amaya@wallart.test');
  });

  it('answers to the contact e-mail staff set in Settings, read as each mail goes', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-outbox-'));
    dirs.push(root);
    const outboxDir = path.join(root, 'outbox');
    let contact = 'care@kandyprints.lk';
    const mailer = createMailer({
      from: 'Wall Art Shop <no-reply@wallart.test>',
      outboxDir,
      logger: pino({ level: 'silent' }),
      shopEmail: 'hello@wallart.test',
      contact: () => Promise.resolve({ ...KANDY, email: contact }),
    });
    await mailer.deliver(mail('First'));
    contact = 'orders@kandyprints.lk';
    await mailer.deliver(mail('Second'));
    await mailer.deliver({ ...mail('To the shop'), to: 'hello@wallart.test' });
    const replyTo = new Map(
      fs
        .readdirSync(outboxDir)
        .map((f) => parseMail(fs.readFileSync(path.join(outboxDir, f), 'utf8')))
        .map((m) => [m.subject, m.headers.get('reply-to')]),
    );
    expect(replyTo.get('First')).toContain('care@kandyprints.lk');
    expect(replyTo.get('Second')).toContain('orders@kandyprints.lk');
    expect(replyTo.get('To the shop')).toBeUndefined();
  });

  it('signs each mail with the name, address, phone and e-mail staff set in Settings', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-outbox-'));
    dirs.push(root);
    const outboxDir = path.join(root, 'outbox');
    let shop = KANDY;
    const mailer = createMailer({
      from: 'Wall Art Shop <no-reply@wallart.test>',
      outboxDir,
      logger: pino({ level: 'silent' }),
      contact: () => Promise.resolve(shop),
    });
    const signed = (subject: string) => ({
      to: 'amaya@wallart.test',
      subject,
      text: `Hello${textFooter()}`,
      html: layout(subject, '<p>Hello</p>'),
    });
    await mailer.deliver(signed('First'));
    shop = { ...KANDY, phone: '+94 81 999 0000', address: '7 Temple Street, Kandy' };
    await mailer.deliver(signed('Second'));
    const bySubject = new Map(
      fs
        .readdirSync(outboxDir)
        .map((f) => parseMail(fs.readFileSync(path.join(outboxDir, f), 'utf8')))
        .map((m) => [m.subject, m]),
    );
    const first = bySubject.get('First');
    expect(first?.text).toContain(
      '--\nKandy Prints\n21 Hill Street, Kandy\n+94 81 222 3344 · care@kandyprints.lk',
    );
    expect(first?.html).toContain(
      'Kandy Prints · 21 Hill Street, Kandy · +94 81 222 3344 · care@kandyprints.lk',
    );
    const second = bySubject.get('Second');
    expect(second?.text).toContain('7 Temple Street, Kandy\n+94 81 999 0000');
    for (const mail of [first, second]) {
      expect(mail?.text).not.toContain(BRAND.contact.phone);
      expect(mail?.html).not.toContain(BRAND.contact.address);
    }
  });

  it('files nothing for a deleted customer’s placeholder address', async () => {
    const { mailer, outboxDir } = outboxMailer();
    await mailer.deliver({ ...mail('Your order WA-GONE'), to: DELETED_CUSTOMER.email });
    await mailer.deliver(mail('Your order WA-HERE'));
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toContain('wa-here');
  });

  it('makes the outbox again when it has been removed while the shop runs', async () => {
    const { mailer, outboxDir } = outboxMailer();
    await mailer.deliver(mail('First'));
    fs.rmSync(outboxDir, { recursive: true });
    await mailer.deliver(mail('Second'));
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toContain('second');
  });

  it('sends in the background and reports idle once everything is filed', async () => {
    const { mailer, outboxDir } = outboxMailer();
    for (let i = 0; i < 5; i += 1) mailer.send(mail(`Notice ${i}`));
    await mailer.idle();
    expect(fs.readdirSync(outboxDir)).toHaveLength(5);
  });

  it('waits, when closed, for the mails handed over, then stops', async () => {
    const { mailer, outboxDir } = outboxMailer();
    for (let i = 0; i < 3; i += 1) mailer.send(mail(`Closing ${i}`));
    await mailer.close();
    expect(fs.readdirSync(outboxDir)).toHaveLength(3);
  });

  it('fails a mail that cannot be filed on its own, and files the next one', async () => {
    const { mailer, outboxDir } = outboxMailer();
    fs.writeFileSync(outboxDir, 'a file where the outbox folder should be');
    await expect(mailer.deliver(mail('Lost'))).rejects.toThrow(/EEXIST|ENOTDIR/);
    fs.rmSync(outboxDir);
    await mailer.deliver(mail('Kept'));
    expect(fs.readdirSync(outboxDir).map((f) => f.replace(/^.*-/, ''))).toEqual(['kept.eml']);
    await mailer.close();
  });
});
