import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from './plain-sql';
import { openDatabase } from './sequelize';
import { sqliteWriterOf } from './sqlite-driver';
import { openSqliteWriter } from './sqlite-write';

// The shop's SQLite driver (sqlite-driver.ts), on a SQLite file of its own whichever database
// the suite runs on: transactions take turns on one writer, whoever ends them and however.

let dir: string;
let sequelize: Sequelize;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-driver-'));
  sequelize = await openDatabase({ sqlitePath: path.join(dir, 'shop.sqlite') });
  await sequelize.query('CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT)');
});
afterEach(async () => {
  await sequelize.close().catch(() => undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

const bodies = async () =>
  (await selectRows<{ body: string }>(sequelize, 'SELECT body FROM notes ORDER BY id', {})).map(
    (r) => r.body,
  );

describe("the shop's SQLite driver", () => {
  it('runs transactions one after the other, each whole, however many are asked at once', async () => {
    const steps: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        sequelize.transaction(async (transaction) => {
          steps.push(`${name} begins`);
          await sequelize.query(`INSERT INTO notes (body) VALUES ('${name}1')`, { transaction });
          await new Promise((resolve) => setTimeout(resolve, 5));
          await sequelize.query(`INSERT INTO notes (body) VALUES ('${name}2')`, { transaction });
          steps.push(`${name} ends`);
        }),
      ),
    );
    expect(steps).toEqual(['a begins', 'a ends', 'b begins', 'b ends', 'c begins', 'c ends']);
    expect(await bodies()).toEqual(['a1', 'a2', 'b1', 'b2', 'c1', 'c2']);
  });

  it('gives the writer back after a rollback, so the next transaction runs', async () => {
    await expect(
      sequelize.transaction(async (transaction) => {
        await sequelize.query(`INSERT INTO notes (body) VALUES ('undone')`, { transaction });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await sequelize.transaction((transaction) =>
      sequelize.query(`INSERT INTO notes (body) VALUES ('kept')`, { transaction }),
    );
    expect(await bodies()).toEqual(['kept']);
  });

  it("keeps Sequelize's transactions out while the writer's turn is held elsewhere", async () => {
    const writer = await openSqliteWriter(path.join(dir, 'shop.sqlite'));
    const steps: string[] = [];
    await Promise.all([
      sqliteWriterOf(sequelize).inWritersTurn(async () => {
        steps.push('turn taken');
        await writer.write(async (w) => w.later("INSERT INTO notes (body) VALUES ('own')", {}));
        await new Promise((resolve) => setTimeout(resolve, 20));
        steps.push('turn given back');
      }),
      sequelize.transaction(async (transaction) => {
        steps.push('transaction begins');
        await sequelize.query(`INSERT INTO notes (body) VALUES ('sequelize')`, { transaction });
      }),
    ]);
    await writer.close();
    expect(steps).toEqual(['turn taken', 'turn given back', 'transaction begins']);
    expect(await bodies()).toEqual(['own', 'sequelize']);
  });

  it("gives the writer's turn back when the work fails", async () => {
    await expect(
      sqliteWriterOf(sequelize).inWritersTurn(() => Promise.reject(new Error('refused'))),
    ).rejects.toThrow('refused');
    await sequelize.transaction((transaction) =>
      sequelize.query(`INSERT INTO notes (body) VALUES ('next')`, { transaction }),
    );
    expect(await bodies()).toEqual(['next']);
  });

  it('closes its connections with Sequelize: a plain read then fails', async () => {
    await sequelize.close();
    await expect(bodies()).rejects.toThrow('The database is closed');
  });
});
