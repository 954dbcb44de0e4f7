import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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

/** Renders and sends (or files) mails with nodemailer; made for the mail worker thread. */
export function createMailDelivery(settings: DeliverySettings) {
  const transport: Transporter = settings.smtpUrl
    ? nodemailer.createTransport({
        url: settings.smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
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
      const info = (await transport.sendMail({
        from: settings.from,
        // Named, so nodemailer need not scan every part to choose; half the cost of a mail.
        textEncoding: 'quoted-printable',
        ...message,
      })) as {
        message?: unknown;
        messageId?: string;
      };
      if (settings.smtpUrl) return { messageId: info.messageId };
      if (!Buffer.isBuffer(info.message)) throw new Error('The mail could not be rendered');
      const file = path.join(settings.outboxDir, outboxFileName(message.subject));
      writeToOutbox(file, info.message);
      return { file };
    },
  };
}
