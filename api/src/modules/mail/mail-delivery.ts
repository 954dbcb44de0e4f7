import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createMimeMessage, Mailbox } from 'mimetext';
import nodemailer, { type Transporter } from 'nodemailer';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../lib/private-files';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface DeliverySettings {
  /** smtp://… or smtps://…; without it each mail is written to `outboxDir` as an .eml file. */
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
}

/** Where a mail went: the SMTP server's message id, or the outbox file. */
export interface DeliveryReceipt {
  messageId?: string | undefined;
  file?: string | undefined;
}

const SMTP_TIMEOUT_MS = 15_000;

function outboxFileName(subject: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const slug = subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return `${stamp}-${crypto.randomBytes(3).toString('hex')}-${slug || 'mail'}.eml`;
}

/** Base64 in lines of 76 characters, as MIME asks of a body. */
const base64Lines = (text: string) =>
  Buffer.from(text, 'utf8').toString('base64').replace(/.{76}/g, '$&\n');

/**
 * The mail as MIME text: a text and an HTML alternative, each base64 (mimetext writes the
 * message in one pass, where nodemailer's stream pipeline cost ten times as much per mail).
 */
function compose(from: string, message: MailMessage): { raw: string; messageId: string } {
  const mime = createMimeMessage();
  mime.setSender(from);
  mime.setRecipient(message.to);
  mime.setSubject(message.subject);
  if (message.replyTo) mime.setHeader('Reply-To', new Mailbox(message.replyTo));
  for (const [contentType, data] of [
    ['text/plain', message.text],
    ['text/html', message.html],
  ] as const) {
    mime.addMessage({ contentType, data: base64Lines(data), encoding: 'base64' });
  }
  const raw = mime.asRaw();
  return { raw, messageId: String(mime.getHeader('Message-ID')) };
}

/** Composes mails with mimetext and sends them by SMTP (nodemailer) or files them; made for the mail worker thread. */
export function createMailDelivery(settings: DeliverySettings) {
  const smtp: Transporter | null = settings.smtpUrl
    ? nodemailer.createTransport({
        url: settings.smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : null;
  let outboxReady = false;

  /**
   * Synchronous on purpose: this runs on the mail thread, where blocking holds up nothing, and
   * one sync write costs a tenth of fs/promises' open, write and close. The folder is made
   * once, and again only if it has gone missing since.
   */
  function writeToOutbox(file: string, data: Buffer, retry = true): void {
    if (!outboxReady) ensurePrivateDir(settings.outboxDir);
    outboxReady = true;
    try {
      fs.writeFileSync(file, data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    } catch (error) {
      outboxReady = false;
      if (!retry || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      writeToOutbox(file, data, false);
    }
  }

  return {
    async deliver(message: MailMessage): Promise<DeliveryReceipt> {
      const { raw, messageId } = compose(settings.from, message);
      if (smtp) {
        await smtp.sendMail({ envelope: { from: settings.from, to: [message.to] }, raw });
        return { messageId };
      }
      const file = path.join(settings.outboxDir, outboxFileName(message.subject));
      writeToOutbox(file, Buffer.from(raw, 'utf8'));
      return { file };
    },
  };
}
