import type { Sequelize, Transaction } from 'sequelize';
import { UserModel } from '../../db/models';
import { AppError } from '../../lib/app-error';
import { createLimiter, type LimiterStore } from '../../lib/rate-limit';
import type { CodeCheck, OneTimeCodes } from '../password-reset/one-time-code';
import { verifyPassword } from '../users/password';

/** What proves the caller owns the account: its password, or a code mailed to it. */
export interface Proof {
  password?: string | undefined;
  code?: string | undefined;
}

export const PROOF_MESSAGES = {
  wrongPassword: 'The password is not correct',
  noPassword: 'This account has no password yet. Ask for a code by e-mail instead',
  hasPassword: 'This account has a password. Enter it instead of a code',
  stale: 'This code has expired or was already used. Please ask for a new one',
  wrong: 'The code is not correct. Please check the e-mail and try again',
  dead: 'The code is not correct and can no longer be used. Please ask for a new one',
} as const;

const CODE_MESSAGE: Record<Exclude<CodeCheck, 'ok'>, string> = {
  stale: PROOF_MESSAGES.stale,
  wrong: PROOF_MESSAGES.wrong,
  dead: PROOF_MESSAGES.dead,
};

/** A 400 that names the field the form shows it under. */
export const fieldError = (path: string, message: string) =>
  new AppError('invalid', message, [{ path, message }]);

export const sessionEnded = () =>
  new AppError('unauthorized', 'Your session has ended. Please log in again');

export interface ProvedWrite<Result> {
  userId: number;
  proof: Proof;
  /** The body field the password came in ("currentPassword", "password"). */
  passwordField: string;
  /** Runs first in the transaction, e.g. to lock rows in a fixed order. */
  lockFirst?: (transaction: Transaction) => Promise<void>;
  /** The change, on the locked account, once the proof holds; a throw spends no code. */
  write(user: UserModel, transaction: Transaction): Promise<Result>;
}

/**
 * Runs a change to one's own account behind its proof. The password is checked before the
 * transaction (bcrypt is slow, and SQLite runs one transaction at a time); inside it, the
 * stored hash must still be the one checked, and a mailed code is spent only if the change
 * commits. Wrong proofs are counted per account (`ACCOUNT_PROOF_LIMIT_PER_ACCOUNT`, 10 in 15
 * minutes by default): past that, every try is a 429.
 */
export function createAccountProofs(deps: {
  sequelize: Sequelize;
  codes: OneTimeCodes;
  limiterStore: LimiterStore;
}) {
  const failures = createLimiter(deps.limiterStore, 'accountProofFailures');

  return async function proved<Result>(task: ProvedWrite<Result>): Promise<Result> {
    const { userId, proof, passwordField } = task;
    const key = String(userId);
    // Counted before the proof is checked, so parallel guesses cannot outrun the limit; a try
    // refused for another reason than a wrong proof gives its count back.
    await failures.take(key);
    let wrong = false;
    try {
      const stored = await UserModel.findByPk(userId, { attributes: ['id', 'passwordHash'] });
      if (!stored) throw sessionEnded();
      if (proof.code === undefined) {
        if (!stored.passwordHash) throw fieldError(passwordField, PROOF_MESSAGES.noPassword);
        if (!(await verifyPassword(proof.password ?? '', stored.passwordHash))) {
          wrong = true;
          throw fieldError(passwordField, PROOF_MESSAGES.wrongPassword);
        }
      } else if (stored.passwordHash) {
        throw fieldError('code', PROOF_MESSAGES.hasPassword);
      }

      const outcome = await deps.sequelize.transaction(async (t) => {
        await task.lockFirst?.(t);
        const user = await UserModel.findByPk(userId, { transaction: t, lock: t.LOCK.UPDATE });
        if (!user) throw sessionEnded();
        // Changed since it was checked (another session set a new password): prove it again.
        if (user.passwordHash !== stored.passwordHash) {
          return { refused: fieldError(passwordField, PROOF_MESSAGES.wrongPassword) };
        }
        if (proof.code !== undefined) {
          const check = await deps.codes.check(userId, 'account', proof.code, t);
          if (check !== 'ok') return { refused: fieldError('code', CODE_MESSAGE[check]) };
        }
        return { done: await task.write(user, t) };
      });
      if ('refused' in outcome) {
        wrong = true;
        throw outcome.refused;
      }
      await failures.reset(key);
      return outcome.done;
    } catch (error) {
      if (!wrong) await failures.refund(key);
      throw error;
    }
  };
}

export type AccountProofs = ReturnType<typeof createAccountProofs>;
