/**
 * SQLite's order writer thread (decision 0087): it writes each group of orders the API process
 * hands it, on a writer connection of its own, by the one placing path (order-placing.ts), and
 * each status change the process decided (order-changes.ts, decision 0133). Its
 * event loop does nothing else, so a group's three trips to SQLite (decision 0104) never wait
 * behind the requests that keep the API's loop busy; the API waits once, for the answer.
 */
import { workerData } from 'node:worker_threads';
import { Sequelize } from 'sequelize';
import { initModels } from '../../../db/models';
import { openSqliteWriter, type SqliteWrite } from '../../../db/sqlite-write';
import { answerCalls } from '../../../lib/worker-threads';
import { placeGroup } from '../order-placing';
import type { OrderSql } from '../order-sql';
import { writeDecided } from '../order-changes';
import {
  crossing,
  type WriterAnswer,
  type WriterCall,
  type WriterThreadData,
} from './order-writer-thread-calls';

/** The first free id of a table, past every id it ever gave (AUTOINCREMENT keeps them). */
const nextIdSql = (table: string) => `SELECT MAX(
    COALESCE((SELECT seq FROM sqlite_sequence WHERE name = '${table}'), 0),
    COALESCE((SELECT MAX(id) FROM ${table}), 0)) + 1 AS id`;

function sqlOf(writer: SqliteWrite): OrderSql {
  const all = <Row extends object>(sql: string, values: Record<string, unknown>) =>
    writer.all<Row>(sql, values);
  return {
    all,
    // The one writer keeps any other write out until the commit.
    locked: all,
    run: (sql, values) => writer.run(sql, values),
    later: async (sql, values) => writer.later(sql, values),
    async newIds(table, count) {
      const [first] = await writer.all<{ id: number }>(nextIdSql(table), {});
      return Array.from({ length: count }, (_, n) => Number(first?.id) + n);
    },
  };
}

// The models name the tables and columns the placing path writes; this Sequelize never connects.
initModels(new Sequelize({ dialect: 'sqlite', logging: false }));
/** The statements of the group being written, while the API process logs its SQL. */
let logged: string[] | null = null;
const opening = openSqliteWriter((workerData as WriterThreadData).file, () =>
  logged ? (sql) => logged?.push(sql) : null,
);

answerCalls(async (call: WriterCall): Promise<WriterAnswer> => {
  const writer = await opening;
  logged = call.logging ? [] : null;
  try {
    if (call.kind === 'change') {
      const written = await writer.write((w) => writeDecided(sqlOf(w), call.change));
      return { kind: 'change', written, statements: logged ?? [] };
    }
    const outcomes = await writer.write((w) => placeGroup(sqlOf(w), call.requests));
    return { kind: 'group', outcomes: outcomes.map(crossing), statements: logged ?? [] };
  } finally {
    logged = null;
  }
});
