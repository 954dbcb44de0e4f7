import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './sequelize';
import { guard, jsonLiteral, stoppedByGuard, writerScriptsOf } from './sqlite-writer-script';

// Whole transactions sent to SQLite's writer as one script (sqlite-writer-script.ts). Always on
// a SQLite file of its own: scripts exist only there, whichever database the suite runs on.

let dir: string;
let sequelize: Sequelize;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-writer-script-'));
  sequelize = await openDatabase({ sqlitePath: path.join(dir, 'shop.sqlite') });
  await sequelize.query('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
});
afterAll(async () => {
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const scripts = () => {
  const found = writerScriptsOf(sequelize);
  if (!found) throw new Error('No scripts on this SQLite database');
  return found;
};

const bodies = async () =>
  (
    await sequelize.query<{ body: string }>('SELECT body FROM notes ORDER BY id', {
      type: QueryTypes.SELECT,
    })
  ).map((row) => row.body);

const insert = (texts: string[]) =>
  `INSERT INTO notes (body) SELECT value FROM json_each(${jsonLiteral(texts)}) ORDER BY key`;

describe('a transaction as one script on the writer', () => {
  it('writes values carried as JSON exactly as given, a quote or SQL in them included', async () => {
    const texts = ["it's", "'); DROP TABLE notes; --", 'ශ්‍රී 🎨 \\ "'];
    await scripts().run(`BEGIN IMMEDIATE; ${insert(texts)}; COMMIT;`);
    expect(await bodies()).toEqual(texts);
  });

  it('a false guard stops the script, undoes what it wrote and leaves the writer usable', async () => {
    const before = await bodies();
    const stopped = scripts().run(
      `BEGIN IMMEDIATE; ${insert(['never kept'])}; ${guard('1 = 2')}; COMMIT;`,
    );
    await expect(stopped).rejects.toSatisfy(stoppedByGuard);
    expect(await bodies()).toEqual(before);

    await sequelize.transaction((t) =>
      sequelize.query("INSERT INTO notes (body) VALUES ('after the stop')", { transaction: t }),
    );
    await scripts().run(`BEGIN IMMEDIATE; ${insert(['and a script'])}; ${guard('1 = 1')}; COMMIT;`);
    expect(await bodies()).toEqual([...before, 'after the stop', 'and a script']);
  });

  it('a guard whose condition is null stops the script as a false one does', async () => {
    const before = await bodies();
    const stopped = scripts().run(
      `BEGIN IMMEDIATE; ${insert(['never kept'])}; ${guard('(SELECT body FROM notes WHERE id = -1) = 1')}; COMMIT;`,
    );
    await expect(stopped).rejects.toSatisfy(stoppedByGuard);
    expect(await bodies()).toEqual(before);
  });

  it('a failing statement is thrown as it is, not as a guard, and undoes the script', async () => {
    const before = await bodies();
    const failed = scripts().run(
      `BEGIN IMMEDIATE; ${insert(['never kept'])}; INSERT INTO notes (body) VALUES (NULL); COMMIT;`,
    );
    await expect(failed).rejects.toThrow(/NOT NULL constraint failed/);
    await expect(failed).rejects.not.toSatisfy(stoppedByGuard);
    expect(await bodies()).toEqual(before);
  });

  it('takes turns with transactions: a script waits for the one holding the writer', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const transaction = sequelize.transaction(async (t) => {
      await sequelize.query("INSERT INTO notes (body) VALUES ('transaction')", { transaction: t });
      await held;
      order.push('transaction committed');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const script = scripts()
      .run(`BEGIN IMMEDIATE; ${insert(['script'])}; COMMIT;`)
      .then(() => order.push('script ran'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual([]);
    release();
    await Promise.all([transaction, script]);
    expect(order).toEqual(['transaction committed', 'script ran']);
    expect((await bodies()).slice(-2)).toEqual(['transaction', 'script']);
  });
});
