import type { Transaction } from 'sequelize';
import { UserModel } from '../../db/models';

/**
 * Locks every admin row, always in id order, before a change that could leave the shop without
 * an admin (a user deleted, disabled or demoted): two admins acting on each other at once then
 * queue instead of deadlocking, and the second sees the first one's change. Answers the ids of
 * the admins that count, those still enabled (a deleted account has no row).
 */
export async function lockEnabledAdmins(t: Transaction): Promise<number[]> {
  const admins = await UserModel.findAll({
    where: { role: 'admin' },
    attributes: ['id', 'isDisabled'],
    order: [['id', 'ASC']],
    lock: t.LOCK.UPDATE,
    transaction: t,
  });
  return admins.filter((u) => !u.isDisabled).map((u) => u.id);
}
