/**
 * Prepared statements for the plain SQL of the busiest paths (plain-sql.ts), on SQLite. Through
 * Sequelize every statement is parsed and planned again, and every call builds a query object
 * and formats a stack trace; here each statement is prepared once per connection and run again
 * with new values. Values are passed as SQLite parameters, never spliced into the text, in the
 * forms Sequelize stores them (dates as `YYYY-MM-DD HH:mm:ss.SSS +00:00`, booleans as 1 and 0),
 * so rows written either way read alike.
 */

type Value = unknown;
export type Params = Record<string, Value>;

interface SqliteStatement {
  all(params: Value[], callback: (error: Error | null, rows: unknown[]) => void): void;
  run(params: Value[], callback: (this: { changes: number }, error: Error | null) => void): void;
  finalize(callback?: () => void): void;
}

export interface SqliteDatabase {
  prepare(sql: string, callback: (error: Error | null) => void): SqliteStatement;
}

/** Past this many texts on one connection, the least recently added's statements are finalized. */
const MAX_STATEMENTS = 256;
/**
 * A statement runs one call at a time, and the next call waits for the last one's callback on
 * the event loop: under load that wait, not SQLite, was most of a read (a signed-in user's row
 * took up to 1.7 s while checkout asked for it 300 times a second). So each text has a statement
 * pool of up to this many on one connection, each call taking an idle one (decision 0076).
 */
const MAX_POOL = 8;

/** One of a text's statements on a connection, with the calls it has in hand. */
interface Kept {
  made: Promise<SqliteStatement>;
  calls: number;
}

const PLACEHOLDER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** What one SQL text with `:name` placeholders becomes for the values given. */
interface Expanded {
  sql: string;
  /** Positional (`?`): SQLite finds a named parameter by a scan over the statement's names. */
  bind: Value[];
}

/** A value in the form the shop stores it in SQLite (dates as text, booleans as 1 and 0). */
export function sqliteValue(value: Value): Value {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString().replace('T', ' ').replace('Z', ' +00:00');
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** A text cut at its placeholders: `parts[i]` comes before `names[i]`, and one part ends it. */
interface Shape {
  parts: string[];
  names: string[];
}

const shapes = new Map<string, Shape>();

function shapeOf(sql: string): Shape {
  let shape = shapes.get(sql);
  if (!shape) {
    const parts: string[] = [];
    const names: string[] = [];
    let from = 0;
    for (const match of sql.matchAll(PLACEHOLDER)) {
      parts.push(sql.slice(from, match.index));
      names.push(match[1] as string);
      from = match.index + match[0].length;
    }
    parts.push(sql.slice(from));
    shape = { parts, names };
    // The texts are the code's own constants (and multi-row inserts of up to a group's size).
    if (shapes.size < 1000) shapes.set(sql, shape);
  }
  return shape;
}

/** `statement.all` as a promise of its rows. */
const allRows = <Row>(statement: SqliteStatement, bind: Value[]) =>
  new Promise<Row[]>((resolve, reject) =>
    statement.all(bind, (error, rows) => (error ? reject(error) : resolve(rows as Row[]))),
  );

/** `statement.run` as a promise of how many rows it changed. */
const changedRows = (statement: SqliteStatement, bind: Value[]) =>
  new Promise<number>((resolve, reject) =>
    statement.run(bind, function (error) {
      if (error) reject(error);
      else resolve(this.changes);
    }),
  );

/**
 * Writes each `:name` by `write`, and `IN (:ids)` with an array as `IN (a, b, …)`, as Sequelize's
 * replacements do.
 */
function expand(sql: string, params: Params, write: (value: Value) => string): string {
  const { parts, names } = shapeOf(sql);
  let text = parts[0] as string;
  names.forEach((name, index) => {
    if (!(name in params)) throw new Error(`No value given for :${name}`);
    const value = params[name];
    if (!Array.isArray(value)) text += write(value);
    else text += value.length === 0 ? 'NULL' : value.map(write).join(', ');
    text += parts[index + 1] as string;
  });
  return text;
}

/**
 * Each value becomes `?`, bound in order: the text (and its prepared statement) depends only on
 * how many values a list holds.
 */
function bound(sql: string, params: Params): Expanded {
  const bind: Value[] = [];
  const text = expand(sql, params, (value) => {
    bind.push(sqliteValue(value));
    return '?';
  });
  return { sql: text, bind };
}

/** A value as SQLite reads it in a statement's text, in the form the shop stores it. */
export function sqliteLiteral(value: Value): string {
  const stored = sqliteValue(value);
  if (stored === null) return 'NULL';
  if (typeof stored === 'number' && Number.isFinite(stored)) return String(stored);
  if (typeof stored === 'string') {
    // A NUL would end the script's text early: such a string goes as its UTF-8 bytes.
    if (stored.includes('\0')) return `CAST(X'${Buffer.from(stored).toString('hex')}' AS TEXT)`;
    return `'${stored.replace(/'/g, "''")}'`;
  }
  if (Buffer.isBuffer(stored)) return `X'${stored.toString('hex')}'`;
  throw new Error(`No SQLite literal for a value of type ${typeof stored}`);
}

/** The statement with its values written in, for a script of several (sqlite-driver.ts). */
export function withValuesWritten(sql: string, params: Params): string {
  return expand(sql, params, sqliteLiteral);
}

export interface SqliteStatements {
  /** A read, on the writer for the transaction holding it, else on a reading connection. */
  all<Row>(sql: string, params: Params, onWriter?: boolean): Promise<Row[]>;
  /** A write, inside the transaction holding the writer. */
  run(sql: string, params: Params): Promise<number>;
  /** Finalizes every statement of a connection about to close (SQLite refuses otherwise). */
  forget(connection: SqliteDatabase): Promise<void>;
}

/**
 * `connectionFor` gives the writer (for the transaction holding it) or a reading connection; statements are cached per connection, as SQLite binds them to one.
 */
export function createSqliteStatements(
  connectionFor: (onWriter: boolean) => Promise<SqliteDatabase>,
  /** Where statements are logged, as Sequelize logs its own (its `logging` option), or null. */
  logger: () => ((sql: string) => void) | null = () => null,
  /** Writes a value as SQL, for the logged text only. */
  literal: (value: Value) => string = String,
): SqliteStatements {
  /** The statement as it ran, values written in, when someone is listening (off by default). */
  function log(text: string, bind: Value[]) {
    const write = logger();
    if (!write) return;
    let at = 0;
    write(`Executing (prepared): ${text.replace(/\?/g, () => literal(bind[at++]))}`);
  }

  const cache = new WeakMap<SqliteDatabase, Map<string, Kept[]>>();

  function prepare(connection: SqliteDatabase, sql: string, pool: Kept[]): Kept {
    const kept: Kept = {
      made: new Promise<SqliteStatement>((resolve, reject) => {
        const statement = connection.prepare(sql, (error) =>
          error ? reject(error) : resolve(statement),
        );
      }),
      calls: 0,
    };
    // A statement that failed to prepare is not kept: the next call tries again.
    kept.made.catch(() => {
      const at = pool.indexOf(kept);
      if (at >= 0) pool.splice(at, 1);
    });
    pool.push(kept);
    return kept;
  }

  /**
   * From the text's statement pool: an idle statement, a new one while the pool has fewer than
   * MAX_POOL, or the least busy.
   */
  function statementFor(connection: SqliteDatabase, sql: string): Kept {
    let statements = cache.get(connection);
    if (!statements) cache.set(connection, (statements = new Map()));
    let pool = statements.get(sql);
    if (!pool) {
      statements.set(sql, (pool = []));
      if (statements.size > MAX_STATEMENTS) {
        const [oldest] = statements;
        if (oldest) {
          statements.delete(oldest[0]);
          // Finalizing waits for the calls a statement has in hand.
          for (const kept of oldest[1])
            void kept.made.then(
              (s) => s.finalize(),
              () => undefined,
            );
        }
      }
    }
    const idle = pool.find((kept) => kept.calls === 0);
    if (idle) return idle;
    if (pool.length < MAX_POOL) return prepare(connection, sql, pool);
    return pool.reduce((least, kept) => (kept.calls < least.calls ? kept : least));
  }

  /**
   * Runs one call on a statement of the expanded text, with its values to bind, the statement
   * counted while it is in hand.
   */
  async function using<T>(
    onWriter: boolean,
    sql: string,
    params: Params,
    call: (statement: SqliteStatement, bind: Value[]) => Promise<T>,
  ): Promise<T> {
    const { sql: text, bind } = bound(sql, params);
    log(text, bind);
    const kept = statementFor(await connectionFor(onWriter), text);
    kept.calls += 1;
    try {
      return await call(await kept.made, bind);
    } finally {
      kept.calls -= 1;
    }
  }

  return {
    async all<Row>(sql: string, params: Params, onWriter = false) {
      return using(onWriter, sql, params, allRows<Row>);
    },

    async run(sql: string, params: Params) {
      return using(true, sql, params, changedRows);
    },

    async forget(connection: SqliteDatabase) {
      const statements = cache.get(connection);
      cache.delete(connection);
      if (!statements) return;
      const made = [...statements.values()].flat().map((kept) => kept.made);
      const settled = await Promise.allSettled(made);
      await Promise.all(
        settled.map((s) =>
          s.status === 'fulfilled'
            ? new Promise<void>((resolve) => s.value.finalize(() => resolve()))
            : undefined,
        ),
      );
    },
  };
}
