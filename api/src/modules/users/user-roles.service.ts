import type { Sequelize } from 'sequelize';
import type { Role, User } from '@wallart/domain';
import { UserModel } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { AuditRecorder } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';
import type { Mailer } from '../mail/mailer';
import { adminRoleGrantedMail } from '../mail/staff-role-mail';
import { lockEnabledAdmins } from './admin-locks';
import { presentUser } from './users.presenter';

export interface UserRolesDeps {
  sequelize: Sequelize;
  audit: AuditRecorder;
  mailer: Mailer;
  /** Where the mail to a new admin sends them. */
  adminUrl: string;
}

/**
 * Staff roles (PRODUCT §8, decision 0027): an admin makes another account an admin or takes it
 * back, never their own and never the last enabled admin's. Every admin row is locked first
 * (admin-locks.ts), so two admins demoting each other at once cannot leave the shop without
 * one: the second finds it is no longer an admin. Audited as `user.promote` / `user.demote`;
 * a new admin is mailed once the change is committed.
 */
export function createUserRolesService({ sequelize, audit, mailer, adminUrl }: UserRolesDeps) {
  const audited = createAuditedWrites({ sequelize, audit });

  return {
    async setRole(actor: Actor, id: number, role: Role): Promise<User> {
      const { before, after } = await audited.change(actor, {
        action: role === 'admin' ? 'user.promote' : 'user.demote',
        entityType: 'user',
        entityId: String(id),
        find: async (t) => {
          const admins = await lockEnabledAdmins(t);
          // The caller may have lost the role (or the account) while this request waited.
          if (!admins.includes(actor.id)) throw new AppError('forbidden', 'You are not an admin');
          const target = await UserModel.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE });
          if (!target) throw notFound('User');
          const countsAsAdmin = target.role === 'admin' && !target.isDisabled;
          if (role === 'user' && countsAsAdmin && admins.every((a) => a === target.id)) {
            throw conflict('You cannot remove the last admin');
          }
          if (target.id === actor.id) throw conflict('You cannot change your own role');
          if (role === 'admin' && target.role !== 'admin' && target.isDisabled) {
            throw conflict('Enable this account before making it an admin');
          }
          return target;
        },
        present: (target) => presentUser(target.get({ plain: true })),
        change: async (target, t, shown) => {
          if (shown.role === role) return false;
          await target.update({ role }, { transaction: t });
          return true;
        },
      });
      if (before.role !== 'admin' && after.role === 'admin') {
        mailer.send({
          to: after.email,
          ...adminRoleGrantedMail({ firstName: after.firstName, grantedBy: actor.email, adminUrl }),
        });
      }
      return after;
    },
  };
}

export type UserRolesService = ReturnType<typeof createUserRolesService>;
