import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { isUndeliverableAddress } from '@wallart/domain';
import type { DeliveryReceipt, DeliverySettings, MailMessage } from './mail-delivery';
import type { WorkerReply, WorkerRequest } from './mail-worker-protocol';

export type { MailMessage } from './mail-delivery';

export interface MailerSettings extends DeliverySettings {
  logger: Logger;
  /**
   * The shop's own address (`SHOP_EMAIL`): every mail to anyone else answers to it unless it
   * names its own Reply-To, so "reply to this e-mail" reaches the shop (PRODUCT §16).
   */
  shopEmail?: string | undefined;
}

export interface Mailer {
  /** Sends or files the mail; throws when that fails. */
  deliver(message: MailMessage): Promise<void>;
  /** Sends in the background: a failure is logged and never reaches the caller's request. */
  send(message: MailMessage): void;
  /** Resolves once every mail handed to `send` so far has been delivered or has failed. */
  idle(): Promise<void>;
  /** Waits for the mails handed over so far, then stops the mail thread. */
  close(): Promise<void>;
}

/**
 * The built server runs dist/mail-worker.js beside it; from source (tests, `npm run dev`) the
 * TypeScript file is loaded through tsx.
 */
function startWorker(settings: DeliverySettings): Worker {
  const options = { workerData: settings };
  if (import.meta.url.endsWith('.js')) {
    return new Worker(new URL('./mail-worker.js', import.meta.url), options);
  }
  const source = JSON.stringify(new URL('./mail-worker.ts', import.meta.url).href);
  return new Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${source}); })`,
    { ...options, eval: true },
  );
}

/**
 * Hands mails to a worker thread, started on first use; if the thread dies, the mails it held
 * fail (and are logged) and the next mail starts a new one.
 */
export function createMailer(settings: MailerSettings): Mailer {
  const { logger, shopEmail, ...delivery } = settings;
  const withReplyTo = (message: MailMessage): MailMessage =>
    message.replyTo || !shopEmail || message.to.toLowerCase() === shopEmail.toLowerCase()
      ? message
      : { ...message, replyTo: shopEmail };
  const waiting = new Map<
    number,
    { resolve(receipt: DeliveryReceipt): void; reject(error: Error): void }
  >();
  const background = new Set<Promise<void>>();
  let worker: Worker | null = null;
  let nextId = 1;

  function failAll(error: Error) {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = startWorker(delivery);
    started.unref();
    started.on('message', ({ id, receipt, error }: WorkerReply) => {
      const entry = waiting.get(id);
      waiting.delete(id);
      if (receipt) entry?.resolve(receipt);
      else entry?.reject(new Error(error ?? 'The mail thread gave no answer'));
    });
    const lost = (error: Error) => {
      if (worker === started) worker = null;
      failAll(error);
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`The mail thread stopped (${code})`)));
    worker = started;
    return started;
  }

  async function deliver(given: MailMessage): Promise<void> {
    const message = withReplyTo(given);
    if (isUndeliverableAddress(message.to)) {
      // A deleted customer's orders keep a placeholder address; no mail can reach it.
      logger.info({ subject: message.subject }, 'mail not sent: the address cannot receive mail');
      return;
    }
    const id = nextId++;
    const receipt = await new Promise<DeliveryReceipt>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      thread().postMessage({ id, message } satisfies WorkerRequest);
    });
    const about = { to: message.to, subject: message.subject };
    if (receipt.file) logger.info({ ...about, file: receipt.file }, 'mail written to the outbox');
    else logger.info({ ...about, messageId: receipt.messageId }, 'mail sent');
  }

  async function idle() {
    await Promise.all([...background]);
  }

  return {
    deliver,
    send(message) {
      const job = deliver(message).catch((err: unknown) => {
        logger.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent');
      });
      background.add(job);
      void job.finally(() => background.delete(job));
    },
    idle,
    async close() {
      await idle();
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}
