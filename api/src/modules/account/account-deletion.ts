import type { Transaction } from 'sequelize';
import { DELETED_CUSTOMER } from '@wallart/domain';
import type { UserModel } from '../../db/models';
import { InboxItemModel, ReviewModel } from '../../db/models';
import { conflict } from '../../lib/app-error';
import { redactAuditSnapshots } from '../audit/audit-redaction';
import { orderPersonalData } from '../orders/order-personal-data';
import { lockEnabledAdmins } from '../users/admin-locks';

async function assertNotLastAdmin(user: UserModel, transaction: Transaction): Promise<void> {
  if (user.role !== 'admin' || user.isDisabled) return;
  // The same lock as the Users screen's changes take, so the two queue instead of deadlocking.
  const admins = await lockEnabledAdmins(transaction);
  if (admins.every((id) => id === user.id)) {
    throw conflict(
      'You are the shop’s last admin. Make another account an admin before deleting yours',
    );
  }
}

/**
 * Deletes one's own account (decision 0029): orders stay for the shop's books with the
 * personal fields replaced, the audit log's snapshots of them and of the account likewise;
 * reviews written signed in and messages sent from the account's proven address go; then the
 * account itself, so its tokens and its password no longer open anything.
 */
export async function deleteOwnAccount(user: UserModel, transaction: Transaction): Promise<void> {
  const t = transaction;
  await assertNotLastAdmin(user, t);
  if ((await orderPersonalData.countOpen(user.id, t)) > 0) {
    throw conflict(
      'You have orders that are not finished yet. Cancel pending orders in My Orders, or wait until they are delivered, then delete your account',
    );
  }
  const orderIDs = await orderPersonalData.anonymise(user.id, t);
  const messages = user.isEmailVerified
    ? await InboxItemModel.findAll({
        where: { email: user.email },
        attributes: ['id'],
        transaction: t,
      })
    : [];
  await redactAuditSnapshots(
    [
      {
        entityType: 'order',
        entityIds: orderIDs,
        replacements: {
          name: DELETED_CUSTOMER.name,
          email: DELETED_CUSTOMER.email,
          address: DELETED_CUSTOMER.address,
          phoneNumber: DELETED_CUSTOMER.phone,
        },
      },
      {
        entityType: 'user',
        entityIds: [String(user.id)],
        replacements: {
          firstName: DELETED_CUSTOMER.firstName,
          lastName: DELETED_CUSTOMER.lastName,
          name: DELETED_CUSTOMER.name,
          email: DELETED_CUSTOMER.email,
          phone: DELETED_CUSTOMER.phone,
        },
      },
      {
        entityType: 'inbox',
        entityIds: messages.map((m) => String(m.id)),
        replacements: {
          name: DELETED_CUSTOMER.name,
          email: DELETED_CUSTOMER.email,
          subject: '',
          message: DELETED_CUSTOMER.name,
        },
      },
    ],
    t,
  );
  await ReviewModel.destroy({ where: { userId: user.id }, transaction: t });
  await InboxItemModel.destroy({ where: { id: messages.map((m) => m.id) }, transaction: t });
  // Its reset codes go with it (the foreign key cascades); its orders keep a null userId.
  await user.destroy({ transaction: t });
}
