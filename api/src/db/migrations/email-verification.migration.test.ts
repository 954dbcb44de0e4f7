import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { useEmptyTestDatabase } from '../../test/test-db';
import { createMigrator } from '../migrate';

const database = useEmptyTestDatabase();

const insertUser = (email: string, passwordHash: string | null) =>
  database().query(
    `INSERT INTO users ("firstName", "lastName", email, phone, "passwordHash", role,
       "isEmailVerified", "isDisabled", "tokenVersion", "createdAt", "updatedAt")
     VALUES ('A', 'B', :email, '', :passwordHash, 'user', :no, :no, 0, :at, :at)`,
    { replacements: { email, passwordHash, no: false, at: new Date('2026-11-01T10:00:00Z') } },
  );

describe('migration 20261126-0101-email-verification', () => {
  it('counts every account that exists as proven, and those without a password as Google-linked', async () => {
    const migrator = createMigrator(database());
    await migrator.up({ to: '20261126-0004-token-version' });
    await insertUser('with-password@wallart.test', '$2a$10$abcdefghijklmnopqrstuv');
    await insertUser('by-google@wallart.test', null);

    await migrator.up();
    const rows = await database().query<{
      email: string;
      isEmailVerified: boolean | number;
      googleLinkedAt: string | Date | null;
    }>('SELECT email, "isEmailVerified", "googleLinkedAt" FROM users ORDER BY email', {
      type: QueryTypes.SELECT,
    });
    expect(
      rows.map((r) => [r.email, Boolean(r.isEmailVerified), r.googleLinkedAt !== null]),
    ).toEqual([
      ['by-google@wallart.test', true, true],
      ['with-password@wallart.test', true, false],
    ]);
  });
});
