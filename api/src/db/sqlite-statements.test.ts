import { describe, expect, it } from 'vitest';
import { createSqliteStatements, type SqliteDatabase } from './sqlite-statements';

// The prepared statements' runner, on a connection that behaves as node-sqlite3's does: a
// statement takes one call at a time, and the next waits until the last one has answered.

interface Call {
  statement: number;
  answer(): void;
}

function fakeConnection() {
  const running: Call[] = [];
  let prepared = 0;
  const connection: SqliteDatabase = {
    prepare(_sql, callback) {
      const statement = ++prepared;
      let busy = false;
      const waiting: (() => void)[] = [];
      const start = (done: (rows: unknown[]) => void) => {
        busy = true;
        running.push({
          statement,
          answer: () => {
            busy = false;
            done([{ statement }]);
            waiting.shift()?.();
          },
        });
      };
      queueMicrotask(() => callback(null));
      return {
        all(_params, callback) {
          const go = () => start((rows) => callback(null, rows));
          if (busy) waiting.push(go);
          else go();
        },
        run() {},
        finalize(callback) {
          callback?.();
        },
      };
    },
  };
  return { connection, running, prepared: () => prepared };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prepared statements on SQLite', () => {
  it('runs calls of one text side by side on its statement pool, not one after another', async () => {
    const fake = fakeConnection();
    const statements = createSqliteStatements(async () => fake.connection);
    const reads = [1, 2, 3].map((id) =>
      statements.all('SELECT * FROM users WHERE id = :id', { id }),
    );
    await settle();
    expect(fake.running.map((call) => call.statement)).toEqual([1, 2, 3]);
    for (const call of fake.running) call.answer();
    expect(await Promise.all(reads)).toEqual([
      [{ statement: 1 }],
      [{ statement: 2 }],
      [{ statement: 3 }],
    ]);
  });

  it('reuses an idle statement rather than preparing another', async () => {
    const fake = fakeConnection();
    const statements = createSqliteStatements(async () => fake.connection);
    for (const id of [1, 2, 3]) {
      const read = statements.all('SELECT * FROM users WHERE id = :id', { id });
      await settle();
      fake.running.at(-1)?.answer();
      expect(await read).toEqual([{ statement: 1 }]);
    }
    expect(fake.prepared()).toBe(1);
  });

  it('keeps at most eight statements of a text, sharing out calls beyond them', async () => {
    const fake = fakeConnection();
    const statements = createSqliteStatements(async () => fake.connection);
    const reads = Array.from({ length: 10 }, (_, id) =>
      statements.all('SELECT * FROM users WHERE id = :id', { id }),
    );
    await settle();
    expect(fake.prepared()).toBe(8);
    expect(fake.running).toHaveLength(8);
    for (const call of fake.running.slice(0, 8)) call.answer();
    await settle();
    // The two beyond the eight waited their turn on statements already made.
    expect(fake.running).toHaveLength(10);
    expect(fake.prepared()).toBe(8);
    for (const call of fake.running.slice(8)) call.answer();
    expect(await Promise.all(reads)).toHaveLength(10);
  });
});
