import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * Proven addresses and Google linking (decision 0030).
 *
 * - `users.googleLinkedAt`: when Google sign-in first opened the account. The first time it
 *   opens an account that had only a password, every earlier session ends (and the password
 *   goes, if the address was never proven). Accounts made by Google sign-in are linked from
 *   the start: those without a password here are taken to be Google's.
 * - Every account that exists now counts as proven: registration mailed no code before this,
 *   so none could have proved its address, and treating them all as unproven would take
 *   their passwords at their owners' next Google sign-in.
 */
export const emailVerification: Migration = {
  name: '20261126-0101-email-verification',
  async up({ queryInterface: qi, sequelize }) {
    await qi.addColumn('users', 'googleLinkedAt', { type: DataTypes.DATE, allowNull: true });
    await sequelize.query('UPDATE users SET "isEmailVerified" = :yes', {
      replacements: { yes: true },
    });
    await sequelize.query(
      'UPDATE users SET "googleLinkedAt" = "createdAt" WHERE "passwordHash" IS NULL',
    );
  },
  async down({ queryInterface: qi }) {
    await qi.removeColumn('users', 'googleLinkedAt');
  },
};
