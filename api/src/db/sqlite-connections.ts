import os from 'node:os';
import sqlite3 from 'sqlite3';

/**
 * The `sqlite3` connections the shop's driver (sqlite-driver.ts) opens to one database file:
 * - `shared`: what Sequelize's queries outside a transaction run on;
 * - `writer`: the one connection every transaction runs on, one transaction at a time;
 * - `readers`: plain-SQL reads outside a transaction take turns on these. SQLite runs one
 *   statement at a time on a connection, so with one the catalogue's reads queued behind each
 *   other while a core sat idle (decision 0049).
 * Each is opened when first asked for and configured once, through sqlite3's public API.
 */

const BUSY_TIMEOUT_MS = 10_000;
/**
 * FULL: in WAL mode every commit is synced to disk, so an acknowledged order survives a power
 * cut as well as a crash (NORMAL would only survive a crash). It costs about 0.7 ms a commit.
 */
const SYNCHRONOUS = 'FULL';
/**
 * Each connection's page cache, in KiB (SQLite's default is 2 MiB). The search's look-ups of its
 * index's words step past a word's list of products; for a word in a million prints that list
 * is some 4 MB, read again from the file on every search when it does not fit (5 ms instead of
 * 0.4, decision 0059).
 */
const CACHE_KIB = 32 * 1024;
const READERS = Math.min(4, Math.max(2, os.availableParallelism()));

export const SQLITE_BUSY_TIMEOUT_MS = BUSY_TIMEOUT_MS;

export type Connection = sqlite3.Database;

function open(file: string, mode: number): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const connection: Connection = new sqlite3.Database(file, mode, (error) => {
      if (error) return reject(error);
      connection.configure('busyTimeout', BUSY_TIMEOUT_MS);
      connection.exec(
        `PRAGMA foreign_keys = ON; PRAGMA synchronous = ${SYNCHRONOUS}; PRAGMA cache_size = -${CACHE_KIB}`,
        (failed) => (failed ? reject(failed) : resolve(connection)),
      );
    });
  });
}

export function createSqliteConnections(file: string, mode: number) {
  let shared: Promise<Connection> | null = null;
  let writer: Promise<Connection> | null = null;
  const readers: (Promise<Connection> | undefined)[] = [];
  let nextReader = 0;

  /** Opened once; a failed open is forgotten, so the next ask tries again. */
  const kept = (current: Promise<Connection> | null | undefined, forget: () => void) => {
    if (current) return current;
    const opening = open(file, mode);
    opening.catch(forget);
    return opening;
  };

  return {
    shared: () => (shared = kept(shared, () => (shared = null))),
    writer: () => (writer = kept(writer, () => (writer = null))),
    reader(): Promise<Connection> {
      const index = nextReader;
      nextReader = (nextReader + 1) % READERS;
      return (readers[index] = kept(readers[index], () => (readers[index] = undefined)));
    },
    /** Every connection open now, let go of here, for the driver to finalize and close. */
    async takeAll(): Promise<Connection[]> {
      const all = [shared, writer, ...readers].filter((c): c is Promise<Connection> => !!c);
      shared = writer = null;
      readers.length = 0;
      const settled = await Promise.allSettled(all);
      return settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    },
  };
}

export const closeConnection = (connection: Connection) =>
  new Promise<void>((resolve) => connection.close(() => resolve()));
