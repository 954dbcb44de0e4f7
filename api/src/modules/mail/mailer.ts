import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface MailerSettings {
  /** smtp://… or smtps://…; without it each mail is written to `outboxDir` as an .eml file. */
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}

export interface Mailer {
  /** Sends or files the mail; throws when that fails. */
  deliver(message: MailMessage): Promise<void>;
  /** Sends in the background: a failure is logged and never reaches the caller's request. */
  send(message: MailMessage): void;
  /** Resolves once every mail handed to `send` so far has been delivered or has failed. */
  idle(): Promise<void>;
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

export function createMailer(settings: MailerSettings): Mailer {
  const { logger } = settings;
  const transport: Transporter = settings.smtpUrl
    ? nodemailer.createTransport({
        url: settings.smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();
  let outboxReady: Promise<unknown> | null = null;

  /** The folder is made once, and again only if it has gone missing since. */
  async function writeToOutbox(file: string, data: Buffer, retry = true): Promise<void> {
    outboxReady ??= fs.mkdir(settings.outboxDir, { recursive: true });
    try {
      await outboxReady;
      await fs.writeFile(file, data, { flag: 'wx' });
    } catch (error) {
      outboxReady = null;
      if (!retry || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await writeToOutbox(file, data, false);
    }
  }

  async function deliver(message: MailMessage): Promise<void> {
    const info = (await transport.sendMail({ from: settings.from, ...message })) as {
      message?: unknown;
      messageId?: string;
    };
    if (settings.smtpUrl) {
      logger.info(
        { to: message.to, subject: message.subject, messageId: info.messageId },
        'mail sent',
      );
      return;
    }
    if (!Buffer.isBuffer(info.message)) throw new Error('The mail could not be rendered');
    const file = path.join(settings.outboxDir, outboxFileName(message.subject));
    await writeToOutbox(file, info.message);
    logger.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
  }

  return {
    deliver,
    send(message) {
      // Started on the next turn of the event loop, so the answer that triggered it goes first.
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => deliver(message))
        .catch((err: unknown) => {
          logger.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent');
        });
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
