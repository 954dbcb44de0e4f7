import type { Sequelize, Transaction } from 'sequelize';
import { PasswordResetModel } from '../../db/models';
import {
  generateResetCode,
  hashResetCode,
  RESET_CODE_MAX_WRONG,
  RESET_CODE_TTL_MS,
  sameHash,
  type CodePurpose,
} from './reset-code';

/** What checking a code found: right (and now used up), expired or missing, wrong, or killed. */
export type CodeCheck = 'ok' | 'stale' | 'wrong' | 'dead';

export interface OneTimeCodeDeps {
  sequelize: Sequelize;
  pepper: string;
  now: () => number;
}

/**
 * Six-digit codes mailed to an account: one live code per account, kept only as a keyed
 * hash bound to the account and to what it is for, valid for 10 minutes, used once, and
 * dead after 5 wrong tries. A new code, for whatever purpose, replaces the live one.
 */
export function createOneTimeCodes({ sequelize, pepper, now }: OneTimeCodeDeps) {
  return {
    /** A fresh code for the account (replacing any live one); the caller mails it. */
    async issue(userId: number, purpose: CodePurpose): Promise<string> {
      const code = generateResetCode();
      await sequelize.transaction(async (t) => {
        await PasswordResetModel.destroy({ where: { userId }, transaction: t });
        await PasswordResetModel.create(
          {
            userId,
            codeHash: hashResetCode(pepper, userId, code, purpose),
            expiresAt: new Date(now() + RESET_CODE_TTL_MS),
            createdAt: new Date(now()),
          },
          { transaction: t },
        );
      });
      return code;
    },

    /**
     * Checks the code under its row's lock and, when it is right, uses it up. Inside the
     * caller's transaction, the code is spent only if the caller's change commits too.
     */
    async check(
      userId: number,
      purpose: CodePurpose,
      code: string,
      transaction: Transaction,
    ): Promise<CodeCheck> {
      const t = transaction;
      const row = await PasswordResetModel.findOne({
        where: { userId },
        transaction: t,
        lock: t.LOCK.UPDATE,
      });
      if (!row) return 'stale';
      if (row.expiresAt.getTime() <= now()) {
        await row.destroy({ transaction: t });
        return 'stale';
      }
      if (!sameHash(row.codeHash, hashResetCode(pepper, userId, code, purpose))) {
        const attempts = row.attempts + 1;
        if (attempts >= RESET_CODE_MAX_WRONG) {
          await row.destroy({ transaction: t });
          return 'dead';
        }
        await row.update({ attempts }, { transaction: t });
        return 'wrong';
      }
      await row.destroy({ transaction: t });
      return 'ok';
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
