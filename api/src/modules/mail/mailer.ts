import type { Logger } from 'pino';
import { isUndeliverableAddress, type ShopIdentity } from '@wallart/domain';
import { signedMail } from './mail-layout';
import type { DeliveryReceipt, DeliverySettings, MailMessage } from './mail-delivery';
import { startThread, threadCalls } from '../../lib/worker-threads';

export type { MailMessage } from './mail-delivery';

export interface MailerSettings extends DeliverySettings {
  logger: Logger;
  /**
   * The shop's own address (`SHOP_EMAIL`): every mail to anyone else answers to it unless it
   * names its own Reply-To, so "reply to this e-mail" reaches the shop (PRODUCT §16).
   */
  shopEmail?: string | undefined;
  /**
   * The shop's name and contact staff set in Settings (the e-mail by default `SHOP_EMAIL`),
   * read as each mail goes: they sign the mail, and the Reply-To is the e-mail they give.
   */
  contact?: () => Promise<ShopIdentity>;
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
 * Hands mails to a worker thread, started on first use; if the thread dies, the mails it held
 * fail (and are logged) and the next mail starts a new one.
 */
export function createMailer(settings: MailerSettings): Mailer {
  const { logger, shopEmail, contact, ...delivery } = settings;
  const ownAddress = (to: string, address: string | undefined) =>
    address !== undefined && to.toLowerCase() === address.toLowerCase();
  async function signed(given: MailMessage): Promise<MailMessage> {
    // Settings that cannot be read (the database gone at shutdown) leave the brand's lines.
    const shop = contact ? await contact().catch(() => null) : null;
    const message = shop ? signedMail(given, shop) : given;
    if (message.replyTo || ownAddress(message.to, shopEmail)) return message;
    const replyTo = shop?.email ?? shopEmail;
    return !replyTo || ownAddress(message.to, replyTo) ? message : { ...message, replyTo };
  }
  const background = new Set<Promise<void>>();
  const thread = threadCalls<MailMessage, DeliveryReceipt>(
    () => startThread(import.meta.url, 'mail-worker', delivery),
    'The mail thread',
  );

  async function deliver(given: MailMessage): Promise<void> {
    const message = await signed(given);
    if (isUndeliverableAddress(message.to)) {
      // A deleted customer's orders keep a placeholder address; no mail can reach it.
      logger.info({ subject: message.subject }, 'mail not sent: the address cannot receive mail');
      return;
    }
    const receipt = await thread.call(message);
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
      await thread.close();
    },
  };
}
