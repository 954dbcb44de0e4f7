import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteWriter } from './sqlite-write';

// The order writer thread's own transactions (sqlite-write.ts), on a SQLite file of their own
// whichever database the suite runs on.

let dir: string;
let file: string;
let writer: Awaited<ReturnType<typeof openSqliteWriter>>;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-write-'));
  file = path.join(dir, 'shop.sqlite');
  writer = await openSqliteWriter(file);
  await writer.write(async (w) => {
    await w.run('CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT)', {});
  });
});
afterEach(async () => {
  await writer.close().catch(() => undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

const bodies = async () =>
  (
    await writer.write((w) => w.all<{ body: string }>('SELECT body FROM notes ORDER BY id', {}))
  ).map((r) => r.body);

describe("the order writer's own SQLite transactions", () => {
  it('writes the later writes and the COMMIT in one script, values written in', async () => {
    const hostile = ["it's", 'a\0b', "'); DROP TABLE notes; --", 'ශ්‍රී ලංකා'];
    await writer.write(async (w) => {
      for (const body of hostile) w.later('INSERT INTO notes (body) VALUES (:body)', { body });
      // Not written yet: the script goes with the COMMIT.
      expect(await w.all('SELECT COUNT(*) AS n FROM notes', {})).toEqual([{ n: 0 }]);
    });
    expect(await bodies()).toEqual(hostile);
  });

  it('rolls back the whole script when one of its statements fails, and writes the next', async () => {
    await writer.write(
      async (w) => void (await w.run('CREATE UNIQUE INDEX b ON notes (body)', {})),
    );
    await expect(
      writer.write(async (w) => {
        w.later('INSERT INTO notes (body) VALUES (:body)', { body: 'once' });
        w.later('INSERT INTO notes (body) VALUES (:body)', { body: 'once' });
      }),
    ).rejects.toThrow(/UNIQUE/);
    await writer.write(async (w) => w.later('INSERT INTO notes (body) VALUES (:b)', { b: 'x' }));
    expect(await bodies()).toEqual(['x']);
  });

  it('refuses a value it cannot write as SQLite reads it, and writes nothing', async () => {
    await expect(
      writer.write(async (w) => w.later('INSERT INTO notes (body) VALUES (:b)', { b: NaN })),
    ).rejects.toThrow('No SQLite literal');
    expect(await bodies()).toEqual([]);
  });
});
