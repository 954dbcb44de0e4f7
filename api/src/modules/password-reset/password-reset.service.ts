import type { Sequelize } from 'sequelize';
import { UserModel } from '../../db/models';
import { AppError } from '../../lib/app-error';
import { createLimiter, takeAll, type LimiterStore } from '../../lib/rate-limit';
import { resetCodeMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import { hashPassword } from '../users/password';
import { setPassword } from '../users/set-password';
import { createOneTimeCodes, type CodeCheck } from './one-time-code';
import { RESET_CODE_TTL_MS } from './reset-code';

export interface PasswordResetDeps {
  sequelize: Sequelize;
  mailer: Mailer;
  pepper: string;
  limiterStore: LimiterStore;
  now: () => number;
}

export const RESET_MESSAGES = {
  sent: 'If an account exists for this email, a reset code has been sent to it',
  changed: 'Your password has been changed. Please log in with the new password',
  stale: 'This code has expired or was already used. Please request a new one',
  wrong: 'The code is not correct. Please check the email and try again',
  dead: 'The code is not correct and can no longer be used. Please request a new one',
};

type Outcome = { ok: true; userId: number } | { ok: false; message: string };

const MESSAGE_OF: Record<Exclude<CodeCheck, 'ok'>, string> = {
  stale: RESET_MESSAGES.stale,
  wrong: RESET_MESSAGES.wrong,
  dead: RESET_MESSAGES.dead,
};

export function createPasswordResetService(deps: PasswordResetDeps) {
  const { sequelize, mailer, pepper, limiterStore: store, now } = deps;
  const codes = createOneTimeCodes({ sequelize, pepper, now });
  // Asking: per address (known or not, so answers tell nothing) each 15 minutes and each day
  // (the mails one address can be sent), and per IP.
  const asked = createLimiter(store, 'resetRequestsPerAddress');
  const askedToday = createLimiter(store, 'resetMailsPerAddressPerDay');
  const askedByIp = createLimiter(store, 'resetRequestsPerIp');
  // Wrong codes: per address each 15 minutes and each day, kept across new codes (a new code
  // never gives guesses back), and per IP.
  const failed = createLimiter(store, 'resetFailuresPerAddress');
  const failedToday = createLimiter(store, 'resetFailuresPerAddressPerDay');
  const failedByIp = createLimiter(store, 'resetFailuresPerIp');

  /** Checks the code and, when it is right, uses it up, all under the row's lock. */
  async function consume(email: string, otp: string): Promise<Outcome> {
    return sequelize.transaction(async (t) => {
      const user = await UserModel.findOne({
        where: { email },
        attributes: ['id', 'isDisabled'],
        transaction: t,
      });
      if (!user || user.isDisabled) return { ok: false, message: RESET_MESSAGES.stale };
      const check = await codes.check(user.id, 'password-reset', otp, t);
      return check === 'ok'
        ? { ok: true, userId: user.id }
        : { ok: false, message: MESSAGE_OF[check] };
    });
  }

  return {
    /**
     * Sends a fresh code to a known, enabled account; an unknown address gets the very same
     * answer and limits, so the answer never tells whether an account exists.
     */
    async requestCode(email: string, ip: string): Promise<void> {
      // Every request counts for its IP; one refused for its address does not use up the day.
      await askedByIp.take(ip);
      await takeAll([
        [asked, email],
        [askedToday, email],
      ]);
      const user = await UserModel.findOne({
        where: { email },
        attributes: ['id', 'firstName', 'email', 'isDisabled'],
      });
      if (!user || user.isDisabled) return;
      const code = await codes.issue(user.id, 'password-reset');
      const minutes = RESET_CODE_TTL_MS / 60_000;
      mailer.send({
        to: user.email,
        ...resetCodeMail({ firstName: user.firstName, code, minutes }),
      });
    },

    async changePassword(input: { email: string; otp: string; password: string }, ip: string) {
      // Counted before the code is checked, so parallel guesses cannot outrun the limits.
      const tries: Array<[typeof failed, string]> = [
        [failedByIp, ip],
        [failed, input.email],
        [failedToday, input.email],
      ];
      await takeAll(tries);
      const outcome = await consume(input.email, input.otp);
      if (!outcome.ok) throw new AppError('invalid', outcome.message);
      // A right code is no failure: the tries are given back.
      await Promise.all(tries.map(([limiter, key]) => limiter.refund(key)));
      const passwordHash = await hashPassword(input.password);
      // A new password ends every session of the account, as a change on /profile does.
      await sequelize.transaction((t) =>
        setPassword(outcome.userId, passwordHash, t, { proveEmail: true }),
      );
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
