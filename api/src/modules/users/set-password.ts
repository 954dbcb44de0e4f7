import type { Transaction } from 'sequelize';
import { UserModel } from '../../db/models';

/**
 * Gives the account a new password hash and bumps its token version, so every session signed
 * before the change ends (decision 0028). Answers the new version, for the fresh token the
 * caller's own session gets. A reset by mailed code also proves the address.
 */
export async function setPassword(
  userId: number,
  passwordHash: string,
  transaction: Transaction,
  options: { proveEmail?: boolean } = {},
): Promise<number> {
  const where = { id: userId };
  await UserModel.update(
    { passwordHash, ...(options.proveEmail && { isEmailVerified: true }) },
    { where, transaction },
  );
  await UserModel.increment('tokenVersion', { where, transaction });
  const row = await UserModel.findByPk(userId, { attributes: ['tokenVersion'], transaction });
  return Number(row?.tokenVersion ?? 0);
}
