import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataTypes, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './sequelize';

// The column types of model reads on SQLite, kept per database (sqlite-table-info.ts). Always on
// a SQLite file of its own: the keeper exists only there, whichever database the suite runs on.

let dir: string;
let sequelize: Sequelize;
const traced: string[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-table-info-'));
  sequelize = await openDatabase({ sqlitePath: path.join(dir, 'shop.sqlite') });
  await sequelize.query(
    'CREATE TABLE probes (id INTEGER PRIMARY KEY, label TEXT, flag TINYINT(1), "at" DATETIME)',
  );
  await sequelize.query(
    `INSERT INTO probes (id, label, flag, "at") VALUES (1, 'first', 1, '2026-11-28 10:00:00.000 +00:00')`,
  );
  // Every statement SQLite runs on the connection that model reads outside a transaction use.
  const connection = (await sequelize.connectionManager.getConnection({
    type: 'read',
  })) as unknown as {
    on(event: 'trace', listener: (sql: string) => void): void;
  };
  connection.on('trace', (sql) => traced.push(sql));
});
afterAll(async () => {
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const Probe = () =>
  sequelize.define(
    'Probe',
    {
      label: DataTypes.STRING,
      flag: DataTypes.BOOLEAN,
      at: DataTypes.DATE,
    },
    { tableName: 'probes', timestamps: false },
  );

const columnReads = () => traced.filter((sql) => sql.startsWith('PRAGMA table_info')).length;

describe('column types of model reads on SQLite', () => {
  it('asks for a table’s columns once, and reads dates and booleans alike every time', async () => {
    const model = Probe();
    const before = columnReads();
    const first = (await model.findAll()).map((row) => row.get({ plain: true }));
    const second = (await model.findAll()).map((row) => row.get({ plain: true }));
    expect(columnReads() - before).toBe(1);
    for (const rows of [first, second]) {
      expect(rows).toEqual([
        { id: 1, label: 'first', flag: true, at: new Date('2026-11-28T10:00:00.000Z') },
      ]);
    }
  });

  it('asks again after the schema changes, and reads the new column by its type', async () => {
    await Probe().findAll();
    await sequelize.query('ALTER TABLE probes ADD COLUMN "shippedAt" DATETIME');
    await sequelize.query(
      `UPDATE probes SET "shippedAt" = '2026-11-29 08:30:00.000 +00:00' WHERE id = 1`,
    );
    const before = columnReads();
    const model = sequelize.define(
      'ProbeShipped',
      { shippedAt: DataTypes.DATE },
      { tableName: 'probes', timestamps: false },
    );
    const [row] = (await model.findAll({ attributes: ['id', 'shippedAt'] })).map((r) =>
      r.get({ plain: true }),
    );
    expect(columnReads() - before).toBe(1);
    expect(row).toEqual({ id: 1, shippedAt: new Date('2026-11-29T08:30:00.000Z') });
  });
});
