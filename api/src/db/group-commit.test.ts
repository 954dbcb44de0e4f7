import { QueryTypes, type Transaction } from 'sequelize';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { startTestApp, type TestApp } from '../test/test-app';
import { createGroupCommit, type Outcome } from './group-commit';

// Group commit on the real database: what each request's caller sees, and what is stored.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.sequelize.query('CREATE TABLE group_probe (v INTEGER NOT NULL)');
});
afterAll(async () => app.close());
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM group_probe');
});

const stored = async () =>
  (
    await app.sequelize.query<{ v: number }>('SELECT v FROM group_probe ORDER BY v', {
      type: QueryTypes.SELECT,
    })
  ).map((r) => Number(r.v));

/**
 * Stores each positive value and answers it doubled; a negative value is refused on its own;
 * a group holding `poison` fails as a whole, after writing, as a broken statement would.
 */
function probeWriter(groups: number[][], poison?: number) {
  return async (values: number[], t: Transaction): Promise<Outcome<number>[]> => {
    groups.push(values);
    for (const v of values.filter((x) => x > 0)) {
      await app.sequelize.query(`INSERT INTO group_probe (v) VALUES (${v})`, { transaction: t });
    }
    if (poison !== undefined && values.includes(poison)) throw new Error(`broken by ${poison}`);
    return values.map((v) =>
      v > 0 ? { ok: true, value: v * 2 } : { ok: false, error: new Error(`refused ${v}`) },
    );
  };
}

const settle = (promises: Promise<number>[]) =>
  Promise.all(
    promises.map((p) =>
      p.then(
        (value) => value,
        (error: Error) => error.message,
      ),
    ),
  );

describe('group commit', () => {
  it('settles every request on its own, however they were grouped', async () => {
    const groups: number[][] = [];
    const commit = createGroupCommit(app.sequelize, probeWriter(groups));
    const answers = await settle([1, 2, -3, 4, 5, -6, 7, 8].map((v) => commit.write(v)));
    expect(answers).toEqual([2, 4, 'refused -3', 8, 10, 'refused -6', 14, 16]);
    expect(await stored()).toEqual([1, 2, 4, 5, 7, 8]);
  });

  it('writes what arrives while a group is written in one transaction', async () => {
    const groups: number[][] = [];
    const commit = createGroupCommit(app.sequelize, probeWriter(groups));
    await settle(Array.from({ length: 10 }, (_, i) => commit.write(i + 1)));
    expect(groups).toEqual([[1], [2, 3, 4, 5, 6, 7, 8, 9, 10]]);
  });

  it('when a group fails as a whole, tries each request alone: only the bad one fails', async () => {
    const groups: number[][] = [];
    const commit = createGroupCommit(app.sequelize, probeWriter(groups, 5));
    const answers = await settle([1, 2, 3, 4, 5, 6].map((v) => commit.write(v)));
    expect(answers).toEqual([2, 4, 6, 8, 'broken by 5', 12]);
    // The failed group's writes were rolled back; each was written again on its own.
    expect(await stored()).toEqual([1, 2, 3, 4, 6]);
    expect(groups).toEqual([[1], [2, 3, 4, 5, 6], [2], [3], [4], [5], [6]]);
  });

  it('refuses a whole group as busy when the writer is busy, without trying each again', async () => {
    const groups: number[][] = [];
    const write = probeWriter(groups);
    const commit = createGroupCommit(app.sequelize, async (values: number[], t: Transaction) => {
      if (values.length > 1) {
        groups.push(values);
        throw new AppError('unavailable', 'The shop is very busy');
      }
      return write(values, t);
    });
    const answers = await settle([1, 2, 3, 4].map((v) => commit.write(v)));
    expect(answers).toEqual([
      2,
      'The shop is very busy',
      'The shop is very busy',
      'The shop is very busy',
    ]);
    expect(groups).toEqual([[1], [2, 3, 4]]);
    expect(await stored()).toEqual([1]);
  });

  it('writes a request that finds the writer idle at once, alone', async () => {
    const groups: number[][] = [];
    const commit = createGroupCommit(app.sequelize, probeWriter(groups));
    expect(await commit.write(9)).toBe(18);
    expect(await commit.write(10)).toBe(20);
    expect(groups).toEqual([[9], [10]]);
  });
});
