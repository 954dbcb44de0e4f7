import type { AccountExport } from '@wallart/domain';
import { InboxItemModel, ReviewModel, UserModel } from '../../db/models';
import { NEWEST_FIRST } from '../../lib/paging';
import { presentInboxItems } from '../inbox/inbox.service';
import { orderPersonalData } from '../orders/order-personal-data';
import { presentReview } from '../reviews/reviews.service';
import { presentUser } from '../users/users.presenter';
import { sessionEnded } from './account-proof';

/**
 * Everything the shop keeps about the account, for its owner to download (decision 0029):
 * the profile (never the password hash or a code), every order with its lines and history,
 * the reviews written signed in, and the messages sent from the account's address once that
 * address is proven (a Google account, or a reset code received), so nobody reads another
 * person's messages by registering with their address.
 */
export async function exportOwnAccount(userId: number, now: Date): Promise<AccountExport> {
  const user = await UserModel.findByPk(userId, { raw: true });
  if (!user) throw sessionEnded();
  const [orders, reviews, messages] = await Promise.all([
    orderPersonalData.ordersOf(userId),
    ReviewModel.findAll({ where: { userId }, order: NEWEST_FIRST, raw: true }),
    user.isEmailVerified
      ? InboxItemModel.findAll({ where: { email: user.email }, order: NEWEST_FIRST, raw: true })
      : Promise.resolve([]),
  ]);
  return {
    exportedAt: now.toISOString(),
    profile: { ...presentUser(user), hasPassword: user.passwordHash !== null },
    orders,
    reviews: reviews.map(presentReview),
    inboxMessages: await presentInboxItems(messages),
  };
}
