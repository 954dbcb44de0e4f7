import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { changeRows, selectRows } from './plain-sql';
import { dialectOf } from './sequelize';
import { sqliteStatementsOf } from './sqlite-driver';

// Plain SQL on the real database: prepared statements on SQLite, replacements on PostgreSQL,
// and rows that read alike either way.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.sequelize.query(
    'CREATE TABLE plain_probe (id INTEGER PRIMARY KEY, label TEXT, flag BOOLEAN, "at" TIMESTAMP WITH TIME ZONE)',
  );
});
afterAll(async () => app.close());

const write = (values: Record<string, unknown>) =>
  app.sequelize.transaction((t) =>
    changeRows(
      app.sequelize,
      'INSERT INTO plain_probe (id, label, flag, "at") VALUES (:id, :label, :flag, :at)',
      values,
      t,
    ),
  );

describe('plain SQL', () => {
  it('runs prepared on SQLite only', () => {
    expect(sqliteStatementsOf(app.sequelize) !== null).toBe(dialectOf(app.sequelize) === 'sqlite');
  });

  it('writes values as Sequelize does, fills IN lists, and says how many rows changed', async () => {
    const at = new Date('2026-11-26T07:06:31.123Z');
    expect(await write({ id: 1, label: "O'Brien's :label", flag: true, at })).toBe(1);
    expect(await write({ id: 2, label: 'second', flag: false, at: null })).toBe(1);
    await app.sequelize.query(
      `INSERT INTO plain_probe (id, label, flag, "at") VALUES (3, 'third', ${dialectOf(app.sequelize) === 'sqlite' ? 1 : 'true'}, NULL)`,
    );

    const rows = await selectRows<{ id: number; label: string; flag: unknown; at: unknown }>(
      app.sequelize,
      'SELECT id, label, flag, "at" FROM plain_probe WHERE id IN (:ids) ORDER BY id',
      { ids: [1, 2, 3, 4], unused: 'ignored' },
    );
    expect(rows.map((r) => [Number(r.id), r.label, Boolean(r.flag)])).toEqual([
      [1, "O'Brien's :label", true],
      [2, 'second', false],
      [3, 'third', true],
    ]);
    // A date written here is stored as Sequelize stores it, so models read it back alike.
    const [model] = await app.sequelize.query<{ at: unknown }>(
      'SELECT "at" FROM plain_probe WHERE id = 1',
      { type: 'SELECT' as never, raw: true },
    );
    expect(
      new Date(
        String(model?.at instanceof Date ? model.at.toISOString() : model?.at),
      ).toISOString(),
    ).toBe(at.toISOString());

    const changed = await app.sequelize.transaction((t) =>
      changeRows(
        app.sequelize,
        'UPDATE plain_probe SET label = :label WHERE id <= :upTo',
        { label: 'x', upTo: 2 },
        t,
      ),
    );
    expect(changed).toBe(2);
  });

  it('refuses a statement missing a value, and runs the next one as before', async () => {
    await expect(
      selectRows(app.sequelize, 'SELECT id FROM plain_probe WHERE id = :id', {}),
    ).rejects.toThrow(/:id/);
    await expect(
      selectRows(app.sequelize, 'SELECT nothing FROM nowhere WHERE id = :id', { id: 1 }),
    ).rejects.toThrow();
    const rows = await selectRows<{ n: number }>(
      app.sequelize,
      'SELECT COUNT(*) AS n FROM plain_probe WHERE id > :id',
      { id: 0 },
    );
    expect(Number(rows[0]?.n)).toBe(3);
  });

  it('sees what its own transaction wrote before the commit, and nothing after a rollback', async () => {
    await expect(
      app.sequelize.transaction(async (t) => {
        await changeRows(app.sequelize, 'DELETE FROM plain_probe WHERE id = :id', { id: 3 }, t);
        const inside = await selectRows(
          app.sequelize,
          'SELECT id FROM plain_probe WHERE id = :id',
          { id: 3 },
          t,
        );
        expect(inside).toEqual([]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = await selectRows(app.sequelize, 'SELECT id FROM plain_probe WHERE id = :id', {
      id: 3,
    });
    expect(after).toHaveLength(1);
  });
});
