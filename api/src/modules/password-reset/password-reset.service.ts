import type { Sequelize } from 'sequelize';
import { UserModel } from '../../db/models';
import { AppError } from '../../lib/app-error';
import { createCallLimiter, createFailureLimiter, type LimiterStore } from '../../lib/rate-limit';
import { resetCodeMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import { hashPassword } from '../users/password';
import { setPassword } from '../users/set-password';
import { createOneTimeCodes, type CodeCheck } from './one-time-code';
import { RESET_CODE_MAX_WRONG, RESET_CODE_TTL_MS } from './reset-code';

export interface PasswordResetDeps {
  sequelize: Sequelize;
  mailer: Mailer;
  pepper: string;
  limiterStore: LimiterStore;
  now: () => number;
}

const FIFTEEN_MINUTES = 15 * 60;
export const RESET_LIMITS = {
  /** Codes asked for one address, known or not. */
  requestsPerAddress: { points: 3, durationSeconds: FIFTEEN_MINUTES },
  requestsPerIp: { points: 10, durationSeconds: FIFTEEN_MINUTES },
  /** Wrong or stale codes: the code itself dies after five, this stops guessing on. */
  failuresPerAddress: { points: RESET_CODE_MAX_WRONG, durationSeconds: FIFTEEN_MINUTES },
  failuresPerIp: { points: 20, durationSeconds: FIFTEEN_MINUTES },
};

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
  const perAddress = createCallLimiter(store, {
    prefix: 'reset-ask-mail',
    ...RESET_LIMITS.requestsPerAddress,
  });
  const perIp = createCallLimiter(store, { prefix: 'reset-ask-ip', ...RESET_LIMITS.requestsPerIp });
  const failedAddress = createFailureLimiter(store, {
    prefix: 'reset-fail-mail',
    ...RESET_LIMITS.failuresPerAddress,
  });
  const failedIp = createFailureLimiter(store, {
    prefix: 'reset-fail-ip',
    ...RESET_LIMITS.failuresPerIp,
  });

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
      await perIp(ip);
      await perAddress(email);
      const user = await UserModel.findOne({
        where: { email },
        attributes: ['id', 'firstName', 'email', 'isDisabled'],
      });
      if (!user || user.isDisabled) return;
      const code = await codes.issue(user.id, 'password-reset');
      await failedAddress.reset(email);
      const minutes = RESET_CODE_TTL_MS / 60_000;
      mailer.send({
        to: user.email,
        ...resetCodeMail({ firstName: user.firstName, code, minutes }),
      });
    },

    async changePassword(input: { email: string; otp: string; password: string }, ip: string) {
      await failedIp.assertAllowed(ip);
      await failedAddress.assertAllowed(input.email);
      const outcome = await consume(input.email, input.otp);
      if (!outcome.ok) {
        await Promise.all([failedIp.recordFailure(ip), failedAddress.recordFailure(input.email)]);
        throw new AppError('invalid', outcome.message);
      }
      const passwordHash = await hashPassword(input.password);
      // A new password ends every session of the account, as a change on /profile does.
      await sequelize.transaction((t) =>
        setPassword(outcome.userId, passwordHash, t, { proveEmail: true }),
      );
      await failedAddress.reset(input.email);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
