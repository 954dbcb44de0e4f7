import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import type { z } from 'zod';
import type { User, loginSchema, registerSchema } from '@wallart/domain';
import { UserModel } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { AuditRecorder } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';
import type { TokenService } from '../auth/token.service';
import { lockEnabledAdmins } from './admin-locks';
import type { LoginLimits } from './login-limits';
import { hashPassword, verifyPassword } from './password';
import { presentUser, USER_PUBLIC_ATTRIBUTES, type UserRow } from './users.presenter';
import { NEWEST_FIRST } from '../../lib/paging';

export interface UsersServiceDeps {
  sequelize: Sequelize;
  tokens: TokenService;
  loginLimits: LoginLimits;
  audit: AuditRecorder;
  /** Notified of each new account once it is made: mails the code that proves its address. */
  registered?: (user: Pick<UserModel, 'id' | 'firstName' | 'email'>) => Promise<void>;
}

const invalidLogin = () => new AppError('unauthorized', 'Invalid email or password');
const sessionEnded = () =>
  new AppError('unauthorized', 'Your session has ended. Please log in again');

export function createUsersService({
  sequelize,
  tokens,
  loginLimits,
  audit,
  registered,
}: UsersServiceDeps) {
  const audited = createAuditedWrites({ sequelize, audit });

  async function findPublic(id: number, transaction?: Transaction): Promise<UserRow | null> {
    return (await UserModel.findByPk(id, {
      attributes: [...USER_PUBLIC_ATTRIBUTES],
      raw: true,
      transaction,
    })) as UserRow | null;
  }

  /** Every admin row locked (admin-locks.ts); answers the ids of the admins still enabled. */
  async function lockAdmins(actor: Actor, t: Transaction): Promise<number[]> {
    const enabled = await lockEnabledAdmins(t);
    // The caller may have been disabled or deleted while this request waited for the lock.
    if (!enabled.includes(actor.id)) throw sessionEnded();
    return enabled;
  }

  /** Refuses a change that would leave the shop without an enabled admin, or aims at oneself. */
  function assertMayChange(actor: Actor, target: UserModel, enabledAdmins: number[], verb: string) {
    if (target.id === actor.id) throw conflict(`You cannot ${verb} your own account`);
    if (target.role !== 'admin' || target.isDisabled) return;
    if (enabledAdmins.filter((id) => id !== target.id).length === 0) {
      throw conflict(`You cannot ${verb} the last admin`);
    }
  }

  /** The user to change, locked after every admin row (see lockAdmins). */
  async function lockTarget(actor: Actor, id: number, t: Transaction) {
    const enabledAdmins = await lockAdmins(actor, t);
    const target = await UserModel.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE });
    if (!target) throw notFound('User');
    return { target, enabledAdmins };
  }

  const presentTarget = ({ target }: { target: UserModel }) =>
    presentUser(target.get({ plain: true }));

  return {
    /** Creates the account and signs it in: its address is proven later (PRODUCT §16). */
    async register(input: z.output<typeof registerSchema>): Promise<{ token: string; user: User }> {
      try {
        const user = await UserModel.create({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          passwordHash: await hashPassword(input.password),
        });
        await registered?.(user);
        const plain = user.get({ plain: true });
        return { token: tokens.sign(plain.id, plain.tokenVersion), user: presentUser(plain) };
      } catch (error) {
        if (error instanceof UniqueConstraintError) {
          throw conflict('An account with this email already exists', 'duplicate');
        }
        throw error;
      }
    },

    /** Signs in by address and password; `ip` is the caller's (IPv6 by /64), for the limits. */
    async login(
      input: z.output<typeof loginSchema>,
      ip: string,
    ): Promise<{ token: string; user: User }> {
      const user = await UserModel.findOne({ where: { email: input.email }, raw: true });
      // Counted before the password is checked: a burst of parallel tries cannot outrun it.
      const attempt = await loginLimits.begin(input.email, ip, user?.id ?? null);
      if (!(await verifyPassword(input.password, user?.passwordHash ?? null)) || !user) {
        throw invalidLogin();
      }
      if (user.isDisabled) {
        throw new AppError('forbidden', 'This account is disabled. Please contact the shop');
      }
      await attempt.succeeded(user.id);
      return { token: tokens.sign(user.id, user.tokenVersion), user: presentUser(user) };
    },

    async current(actor: Actor): Promise<User> {
      const user = await findPublic(actor.id);
      if (!user) throw new AppError('unauthorized', 'Please log in to continue');
      return presentUser(user);
    },

    async listAll(): Promise<User[]> {
      const rows = (await UserModel.findAll({
        attributes: [...USER_PUBLIC_ATTRIBUTES],
        order: NEWEST_FIRST,
        raw: true,
      })) as UserRow[];
      return rows.map(presentUser);
    },

    async remove(actor: Actor, id: number): Promise<User> {
      return audited.remove(actor, {
        action: 'user.delete',
        entityType: 'user',
        entityId: String(id),
        find: async (t) => {
          const found = await lockTarget(actor, id, t);
          assertMayChange(actor, found.target, found.enabledAdmins, 'delete');
          return found;
        },
        present: presentTarget,
        remove: ({ target }, t) => target.destroy({ transaction: t }),
      });
    },

    async setDisabled(actor: Actor, id: number, isDisabled: boolean): Promise<User> {
      const { after } = await audited.change(actor, {
        action: isDisabled ? 'user.disable' : 'user.enable',
        entityType: 'user',
        entityId: String(id),
        find: async (t) => {
          const found = await lockTarget(actor, id, t);
          if (isDisabled) assertMayChange(actor, found.target, found.enabledAdmins, 'disable');
          else if (found.target.id === actor.id)
            throw conflict('You cannot enable your own account');
          return found;
        },
        present: presentTarget,
        change: async ({ target }, t, before) => {
          if (before.isDisabled === isDisabled) return false;
          await target.update({ isDisabled }, { transaction: t });
          // Disabling ends the account's sessions for good: enabling it again revives none.
          if (isDisabled) await target.increment('tokenVersion', { transaction: t });
          return true;
        },
      });
      return after;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
