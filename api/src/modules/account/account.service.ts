import type { Sequelize } from 'sequelize';
import type {
  AccountDeleteParsed,
  AccountExport,
  AccountSecurity,
  PasswordUpdateParsed,
  profileUpdateSchema,
  User,
} from '@wallart/domain';
import type { z } from 'zod';
import { UserModel } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/app-error';
import { createCallLimiter, type LimiterStore } from '../../lib/rate-limit';
import type { TokenService } from '../auth/token.service';
import type { Mailer } from '../mail/mailer';
import type { OneTimeCodes } from '../password-reset/one-time-code';
import { RESET_CODE_TTL_MS } from '../password-reset/reset-code';
import { hashPassword } from '../users/password';
import { setPassword } from '../users/set-password';
import { presentUser } from '../users/users.presenter';
import { lockEnabledAdmins } from '../users/admin-locks';
import { deleteOwnAccount } from './account-deletion';
import { exportOwnAccount } from './account-export';
import { accountCodeMail } from './account-mails';
import { createAccountProofs, sessionEnded } from './account-proof';

export interface AccountServiceDeps {
  sequelize: Sequelize;
  tokens: TokenService;
  mailer: Mailer;
  codes: OneTimeCodes;
  limiterStore: LimiterStore;
  now: () => number;
  /** How many orders the account holds that were placed as a guest's (orders' guest rows). */
  claimedCount: (userId: number) => Promise<number>;
}

export const ACCOUNT_MESSAGES = {
  profileSaved: 'Your details have been saved',
  passwordChanged: 'Your password has been changed. Other devices will need to log in again',
  codeSent: 'We have e-mailed you a 6-digit code. It expires in 10 minutes',
  deleted: 'Your account has been deleted',
} as const;

/**
 * A signed-in shopper's (or staff member's) own account on /profile: name and phone, the
 * password, a mailed code for accounts made by Google sign-in, the data export and deletion.
 * Users' admin-side changes stay in users.service.ts.
 */
export function createAccountService(deps: AccountServiceDeps) {
  const { sequelize, tokens, mailer, codes } = deps;
  const proved = createAccountProofs({ sequelize, codes, limiterStore: deps.limiterStore });
  // Codes an account may ask for: the same pace as password-reset codes per address.
  const codeRequests = createCallLimiter(deps.limiterStore, 'accountCodeRequests');

  async function ownRow(actor: Actor): Promise<UserModel> {
    const user = await UserModel.findByPk(actor.id);
    if (!user) throw sessionEnded();
    return user;
  }

  return {
    async security(actor: Actor): Promise<AccountSecurity> {
      const [user, claimedOrders] = await Promise.all([ownRow(actor), deps.claimedCount(actor.id)]);
      return { hasPassword: user.passwordHash !== null, claimedOrders };
    },

    async updateProfile(actor: Actor, input: z.output<typeof profileUpdateSchema>): Promise<User> {
      const user = await ownRow(actor);
      await user.update({
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
      });
      return presentUser(user.get({ plain: true }));
    },

    /**
     * A new password, proved by the current one or (no password yet) a mailed code. Every
     * other session of the account ends; this one gets a fresh token in the answer.
     */
    async changePassword(
      actor: Actor,
      input: PasswordUpdateParsed,
    ): Promise<{ token: string; user: User }> {
      const passwordHash = await hashPassword(input.password);
      return proved({
        userId: actor.id,
        proof: { password: input.currentPassword, code: input.code },
        passwordField: 'currentPassword',
        write: async (user, t) => {
          const version = await setPassword(user.id, passwordHash, t, {
            proveEmail: input.code !== undefined,
          });
          await user.reload({ transaction: t });
          return {
            token: tokens.sign(user.id, version),
            user: presentUser(user.get({ plain: true })),
          };
        },
      });
    },

    /** Mails a code to an account without a password (one made by Google sign-in). */
    async sendCode(actor: Actor): Promise<void> {
      const user = await ownRow(actor);
      if (user.passwordHash !== null) {
        throw conflict('This account has a password. Use it to confirm changes instead');
      }
      await codeRequests(String(user.id));
      const code = await codes.issue(user.id, 'account');
      mailer.send({
        to: user.email,
        ...accountCodeMail({
          firstName: user.firstName,
          code,
          minutes: RESET_CODE_TTL_MS / 60_000,
        }),
      });
    },

    async exportData(actor: Actor): Promise<AccountExport> {
      return exportOwnAccount(actor.id, new Date(deps.now()));
    },

    /** Deletes the caller's own account, proved by the password or a mailed code. */
    async remove(actor: Actor, input: AccountDeleteParsed): Promise<void> {
      await proved({
        userId: actor.id,
        proof: { password: input.password, code: input.code },
        passwordField: 'password',
        // An admin's row is one of the admin rows: take them all, in order, before it.
        lockFirst: async (t) => {
          if (actor.role === 'admin') await lockEnabledAdmins(t);
        },
        write: (user, t) => deleteOwnAccount(user, t),
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
