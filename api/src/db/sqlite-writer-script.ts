import type { Sequelize } from 'sequelize';

/**
 * A whole SQLite transaction sent to the writer connection as one script, run start to end on
 * one of libuv's threads (decision 0073). A transaction of statements sent one by one comes
 * back to the event loop after each of them and holds SQLite's one writer while it waits there
 * for its turn; under load that wait, not SQLite, is most of the hold.
 *
 * A script cannot bind values or answer rows: its values travel as JSON text in string
 * literals (`jsonLiteral`), read back with `json_each`, so user input is never SQL; what it
 * wrote is read afterwards. A script stops itself with `guard(condition)`: when the condition
 * is false the script fails, and everything it did is rolled back.
 */

export interface ScriptConnection {
  exec(sql: string, callback: (error: Error | null) => void): void;
}

export interface WriterScripts {
  /**
   * Takes the writer's turn, as a transaction does, and runs the script, which begins and
   * commits its own transaction. On any failure what it began is rolled back and the error
   * thrown; a turn not given in time is refused as busy (503), as for a transaction.
   */
  run(script: string): Promise<void>;
  /** Calls `listener` with each script as it starts (tests count them); answers the unsubscribe. */
  observe(listener: (script: string) => void): () => void;
}

/** The writer's turn, as the transaction queue hands it out (sqlite-transaction-queue.ts). */
export interface WriterTurn {
  acquire(id: string): Promise<void>;
  release(id: string): void;
}

/** The temporary table `guard` writes to; its CHECK is what stops a script. */
const GUARD_TABLE = `CREATE TEMP TABLE IF NOT EXISTS script_guard (
  id INTEGER PRIMARY KEY,
  holds INTEGER NOT NULL CONSTRAINT script_guard_holds CHECK (holds)
)`;

/** A statement that fails the script, undoing all of it, unless `condition` is true (not null). */
export const guard = (condition: string) =>
  `INSERT OR REPLACE INTO temp.script_guard (id, holds) SELECT 1, coalesce((${condition}), 0)`;

/** Whether a script failed because a guard's condition was false (and nothing of it stayed). */
export const stoppedByGuard = (error: unknown): boolean =>
  error instanceof Error && error.message.includes('script_guard_holds');

/** A text as an SQL string literal (a quote inside is doubled, as SQL writes it). */
export const textLiteral = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** Any value as an SQL string literal of its JSON. */
export const jsonLiteral = (value: unknown): string => textLiteral(JSON.stringify(value));

const exec = (connection: ScriptConnection, sql: string) =>
  new Promise<void>((resolve, reject) =>
    connection.exec(sql, (error) => (error ? reject(error) : resolve())),
  );

export function createWriterScripts(
  turn: WriterTurn,
  writerConnection: () => Promise<ScriptConnection>,
): WriterScripts {
  const guarded = new WeakSet<ScriptConnection>();
  const listeners = new Set<(script: string) => void>();
  let made = 0;

  return {
    async run(script) {
      const id = `script-${++made}`;
      await turn.acquire(id);
      try {
        const connection = await writerConnection();
        if (!guarded.has(connection)) {
          await exec(connection, GUARD_TABLE);
          guarded.add(connection);
        }
        for (const listener of listeners) listener(script);
        try {
          await exec(connection, script);
        } catch (error) {
          // A script stops at its failing statement, inside the transaction it began (if it got
          // that far): nothing of it may stay. Without a transaction open, ROLLBACK fails harmlessly.
          await exec(connection, 'ROLLBACK').catch(() => undefined);
          throw error;
        }
      } finally {
        turn.release(id);
      }
    },
    observe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const registry = new WeakMap<Sequelize, WriterScripts>();

export function registerWriterScripts(sequelize: Sequelize, scripts: WriterScripts): void {
  registry.set(sequelize, scripts);
}

/** The script runner of a SQLite database opened by openDatabase, else null. */
export function writerScriptsOf(sequelize: Sequelize): WriterScripts | null {
  return registry.get(sequelize) ?? null;
}
