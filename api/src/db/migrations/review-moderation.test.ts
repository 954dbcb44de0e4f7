import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { avatarDataUri } from '../../modules/reviews/avatar';
import { useEmptyTestDatabase } from '../../test/test-db';
import { createMigrator } from '../migrate';

const database = useEmptyTestDatabase();

interface Row {
  name: string;
  isApproved: boolean | number;
  isHidden: boolean | number;
  avatar: string | null;
}

describe('migration 20261126-0301-review-moderation', () => {
  it('keeps every earlier review in the shop and fills in each one’s avatar', async () => {
    const migrator = createMigrator(database());
    await migrator.up({ to: '20261126-0004-token-version' });
    const at = new Date('2026-11-01T10:00:00Z');
    const rows = [
      ['Nadeesha Perera', false],
      ['Ruwan Jayasinghe', true],
      ['Nadeesha Perera', false],
      ['<b> & co', false],
    ] as const;
    for (const [name, isHidden] of rows) {
      await database().query(
        'INSERT INTO reviews (name, title, comment, rating, "isHidden", "createdAt", "updatedAt") VALUES (:name, :title, :comment, 5, :isHidden, :at, :at)',
        { replacements: { name, title: 'Lovely', comment: 'Good.', isHidden, at } },
      );
    }

    await migrator.up();

    const after = await database().query<Row>(
      'SELECT name, "isApproved", "isHidden", avatar FROM reviews ORDER BY id',
      { type: QueryTypes.SELECT },
    );
    expect(after.map((r) => [r.name, Boolean(r.isApproved), Boolean(r.isHidden)])).toEqual(
      rows.map(([name, isHidden]) => [name, true, isHidden]),
    );
    for (const row of after) expect(row.avatar).toBe(avatarDataUri(row.name));

    // A review written after it starts waiting unless the shop says otherwise.
    await database().query(
      'INSERT INTO reviews (name, title, comment, rating, "createdAt", "updatedAt") VALUES (:name, :title, :comment, 4, :at, :at)',
      { replacements: { name: 'New Writer', title: 'Hello', comment: 'Hi.', at } },
    );
    const [fresh] = await database().query<Row>(
      'SELECT "isApproved" FROM reviews WHERE name = :name',
      { type: QueryTypes.SELECT, replacements: { name: 'New Writer' } },
    );
    expect(Boolean(fresh?.isApproved)).toBe(false);

    // And it can be undone.
    await migrator.down({ to: '20261126-0301-review-moderation' });
    const columns = Object.keys(await database().getQueryInterface().describeTable('reviews'));
    expect(columns).not.toContain('isApproved');
    expect(columns).not.toContain('avatar');
  });
});
