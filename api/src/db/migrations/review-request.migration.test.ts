import { describe, expect, it } from 'vitest';
import { useEmptyTestDatabase } from '../../test/test-db';
import { createMigrator } from '../migrate';

const database = useEmptyTestDatabase();

describe('migration 20261205-0201-review-request', () => {
  it('adds when an order was asked for reviews and the stopped addresses, and can be undone', async () => {
    const migrator = createMigrator(database());
    await migrator.up();
    const qi = database().getQueryInterface();
    const orders = await qi.describeTable('orders');
    expect(orders.reviewRequestedAt?.allowNull).toBe(true);
    expect(orders.reviewStopTokenHash?.allowNull).toBe(true);
    expect(Object.keys(await qi.describeTable('mail_stops')).sort()).toEqual([
      'createdAt',
      'email',
    ]);

    await migrator.down({ to: '20261205-0201-review-request' });
    const after = Object.keys(await qi.describeTable('orders'));
    expect(after).not.toContain('reviewRequestedAt');
    expect(after).not.toContain('reviewStopTokenHash');
    await expect(qi.describeTable('mail_stops')).rejects.toThrow();
    await migrator.up();
    expect(Object.keys(await qi.describeTable('orders'))).toContain('reviewRequestedAt');
  });
});
