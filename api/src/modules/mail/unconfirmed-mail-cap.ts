import type { Logger } from 'pino';
import { normalisedAddress } from '@wallart/domain';
import { fn, col, where as whereOf } from 'sequelize';
import { UserModel } from '../../db/models';
import { AppError } from '../../lib/app-error';
import { createLimiter, type LimiterStore } from '../../lib/rate-limit';
import type { Mailer, MailMessage } from './mailer';

/** What a capped mail is about, for the log line when it is skipped. */
export interface CappedMail {
  orderID: string;
  mail: string;
}

/**
 * PRODUCT §11: order and status mails to an address that no confirmed account owns (a guest's,
 * an unconfirmed account's) are capped per address per day, so nobody can fill a stranger's
 * mailbox by ordering and cancelling in their name. Past the cap the order goes on; the mail
 * is skipped and logged. A confirmed account's mail is never counted.
 */
export function createUnconfirmedMailCap(store: LimiterStore, logger: Logger) {
  const perAddress = createLimiter(store, 'unconfirmedMailsPerAddress');

  async function confirmedOwner(email: string): Promise<boolean> {
    const owner = await UserModel.findOne({
      where: whereOf(fn('LOWER', col('email')), email.trim().toLowerCase()),
      attributes: ['isEmailVerified'],
      raw: true,
    });
    return Boolean(owner?.isEmailVerified);
  }

  /** Whether this mail to the address may go; counts it when it is capped. */
  async function allows(email: string, about: CappedMail): Promise<boolean> {
    if (!perAddress.on || (await confirmedOwner(email))) return true;
    try {
      await perAddress.take(normalisedAddress(email));
      return true;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'rate_limited') throw error;
      logger.warn(about, 'order mail skipped: the address had its day of mails');
      return false;
    }
  }

  return {
    allows,
    /**
     * Hands a shopper's mail about an order (payment, reminder, return) to the mailer unless
     * its address had its day of mails. A failed check is logged and never fails the change
     * the mail tells of.
     */
    async send(mailer: Pick<Mailer, 'send'>, message: MailMessage, about: CappedMail) {
      try {
        if (await allows(message.to, about)) mailer.send(message);
      } catch (err) {
        logger.error({ err, ...about }, 'order mail could not be sent');
      }
    },
  };
}

export type UnconfirmedMailCap = ReturnType<typeof createUnconfirmedMailCap>;
