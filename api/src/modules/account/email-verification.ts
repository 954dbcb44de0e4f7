import type { Logger } from 'pino';
import type { Sequelize, Transaction } from 'sequelize';
import type { User } from '@wallart/domain';
import { UserModel } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { conflict, type AppError } from '../../lib/app-error';
import { createCallLimiter, createLimiter, type LimiterStore } from '../../lib/rate-limit';
import type { Mailer } from '../mail/mailer';
import type { CodeCheck, OneTimeCodes } from '../password-reset/one-time-code';
import { RESET_CODE_TTL_MS } from '../password-reset/reset-code';
import { presentUser } from '../users/users.presenter';
import { emailVerifyMail } from './account-mails';
import { fieldError, PROOF_MESSAGES, sessionEnded } from './account-proof';

export interface EmailVerificationDeps {
  sequelize: Sequelize;
  mailer: Mailer;
  codes: OneTimeCodes;
  limiterStore: LimiterStore;
  publicUrl: string;
  logger: Logger;
  /**
   * Makes the address's guest orders the account's, inside the confirming transaction (PRODUCT
   * §11); answers how many.
   */
  claimGuestOrders(userId: number, email: string, transaction: Transaction): Promise<number>;
}

export const VERIFY_MESSAGES = {
  codeSent: 'We have e-mailed you a 6-digit code. It expires in 10 minutes',
  verified: 'Thank you: your e-mail address is confirmed',
  alreadyVerified: 'Your e-mail address is already confirmed',
} as const;

const CODE_MESSAGE: Record<Exclude<CodeCheck, 'ok'>, string> = {
  stale: PROOF_MESSAGES.stale,
  wrong: PROOF_MESSAGES.wrong,
  dead: PROOF_MESSAGES.dead,
};

type Verified =
  { user: UserModel; claimed: number; refused?: never } | { refused: AppError; user?: never };

/** Who a code goes to. */
type Recipient = Pick<UserModel, 'id' | 'firstName' | 'email'>;

/**
 * Proving a registered address (decision 0030): a 6-digit code mailed at registration and
 * on asking, entered on /profile. Until then the account works as any other; only its
 * address counts as unproven (Google sign-in takes such an account over, and its Pending
 * orders are capped, decision 0031).
 */
export function createEmailVerification(deps: EmailVerificationDeps) {
  const { sequelize, mailer, codes } = deps;
  // Codes an account may ask for again: a few per quarter hour and a day's cap, so guessing
  // (five tries per code) stays hopeless and the address is never flooded.
  const asked = createCallLimiter(deps.limiterStore, 'verifyCodeRequestsPerAccount');
  const askedToday = createCallLimiter(deps.limiterStore, 'verifyCodeRequestsPerAccountPerDay');
  const failures = createLimiter(deps.limiterStore, 'verifyCodeFailures');

  async function mailCode(user: Recipient): Promise<void> {
    const code = await codes.issue(user.id, 'verify-email');
    mailer.send({
      to: user.email,
      ...emailVerifyMail({
        firstName: user.firstName,
        code,
        minutes: RESET_CODE_TTL_MS / 60_000,
        profileUrl: `${deps.publicUrl}/profile`,
      }),
    });
  }

  return {
    /**
     * The first code, mailed as the account is made (counts toward the day's cap). It never
     * fails the registration: the account exists, and the profile can ask for a new code.
     */
    async welcome(user: Recipient): Promise<void> {
      try {
        await askedToday(String(user.id));
        await mailCode(user);
      } catch (err) {
        deps.logger.warn({ err, userId: user.id }, 'the registration code could not be mailed');
      }
    },

    /** Mails a fresh code; an address already proven needs none (409). */
    async resend(actor: Actor): Promise<void> {
      const user = await UserModel.findByPk(actor.id, {
        attributes: ['id', 'firstName', 'email', 'isEmailVerified'],
      });
      if (!user) throw sessionEnded();
      if (user.isEmailVerified) throw conflict(VERIFY_MESSAGES.alreadyVerified);
      const key = String(user.id);
      await asked(key);
      await askedToday(key);
      await mailCode(user);
    },

    /**
     * Proves the address with the mailed code, spent only if the change commits. Proving it
     * twice is no error; wrong codes are counted as wrong passwords on /profile are.
     */
    async verify(actor: Actor, code: string): Promise<{ user: User; claimedOrders: number }> {
      const key = String(actor.id);
      // Counted before the code is checked, so parallel guesses cannot outrun the limit.
      await failures.take(key);
      let outcome: Verified;
      try {
        outcome = await sequelize.transaction<Verified>(async (t) => {
          const user = await UserModel.findByPk(actor.id, { transaction: t, lock: t.LOCK.UPDATE });
          if (!user) throw sessionEnded();
          if (user.isEmailVerified) return { user, claimed: 0 };
          const check = await codes.check(user.id, 'verify-email', code, t);
          if (check !== 'ok') return { refused: fieldError('code', CODE_MESSAGE[check]) };
          await user.update({ isEmailVerified: true }, { transaction: t });
          return { user, claimed: await deps.claimGuestOrders(user.id, user.email, t) };
        });
      } catch (error) {
        await failures.refund(key);
        throw error;
      }
      if (outcome.refused) throw outcome.refused;
      await failures.reset(key);
      return {
        user: presentUser(outcome.user.get({ plain: true })),
        claimedOrders: outcome.claimed,
      };
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
