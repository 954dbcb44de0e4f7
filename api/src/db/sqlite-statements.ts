import type { Sequelize, Transaction } from 'sequelize';

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

/** Past this many statements on one connection, the least recently added is finalized. */
const MAX_STATEMENTS = 256;

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

/**
 * Each `:name` becomes `?` with its value in order; `IN (:ids)` with an array becomes
 * `IN (?, ?, …)`, as Sequelize's replacements do, so the text (and its prepared statement)
 * depends only on how many values a list holds.
 */
function expand(sql: string, params: Params): Expanded {
  const { parts, names } = shapeOf(sql);
  const bind: Value[] = [];
  let text = parts[0] as string;
  names.forEach((name, index) => {
    if (!(name in params)) throw new Error(`No value given for :${name}`);
    const value = params[name];
    if (!Array.isArray(value)) {
      bind.push(sqliteValue(value));
      text += '?';
    } else if (value.length === 0) {
      text += 'NULL';
    } else {
      for (const item of value) bind.push(sqliteValue(item));
      text += value.length === 1 ? '?' : `?${', ?'.repeat(value.length - 1)}`;
    }
    text += parts[index + 1] as string;
  });
  return { sql: text, bind };
}

export interface SqliteStatements {
  all<Row>(sql: string, params: Params, transaction?: Transaction | null): Promise<Row[]>;
  run(sql: string, params: Params, transaction: Transaction): Promise<number>;
  /** Finalizes every statement of a connection about to close (SQLite refuses otherwise). */
  forget(connection: SqliteDatabase): Promise<void>;
}

/**
 * `connectionFor` gives the connection a transaction runs on, or the shared reading
 * connection; statements are cached per connection, as SQLite binds them to one.
 */
export function createSqliteStatements(
  connectionFor: (transaction?: Transaction | null) => Promise<SqliteDatabase>,
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

  const cache = new WeakMap<SqliteDatabase, Map<string, Promise<SqliteStatement>>>();

  function prepared(connection: SqliteDatabase, sql: string): Promise<SqliteStatement> {
    let statements = cache.get(connection);
    if (!statements) cache.set(connection, (statements = new Map()));
    const known = statements.get(sql);
    if (known) return known;
    const made = new Promise<SqliteStatement>((resolve, reject) => {
      const statement = connection.prepare(sql, (error) =>
        error ? reject(error) : resolve(statement),
      );
    });
    // A statement that failed to prepare is not kept: the next call tries again.
    made.catch(() => statements.delete(sql));
    statements.set(sql, made);
    if (statements.size > MAX_STATEMENTS) {
      const [oldest] = statements;
      if (oldest) {
        statements.delete(oldest[0]);
        void oldest[1].then(
          (s) => s.finalize(),
          () => undefined,
        );
      }
    }
    return made;
  }

  return {
    async all<Row>(sql: string, params: Params, transaction?: Transaction | null) {
      const { sql: text, bind } = expand(sql, params);
      log(text, bind);
      const statement = await prepared(await connectionFor(transaction), text);
      return new Promise<Row[]>((resolve, reject) =>
        statement.all(bind, (error, rows) => (error ? reject(error) : resolve(rows as Row[]))),
      );
    },

    async run(sql: string, params: Params, transaction: Transaction) {
      const { sql: text, bind } = expand(sql, params);
      log(text, bind);
      const statement = await prepared(await connectionFor(transaction), text);
      return new Promise<number>((resolve, reject) =>
        statement.run(bind, function (error) {
          if (error) reject(error);
          else resolve(this.changes);
        }),
      );
    },

    async forget(connection: SqliteDatabase) {
      const statements = cache.get(connection);
      cache.delete(connection);
      if (!statements) return;
      const settled = await Promise.allSettled(statements.values());
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

const registry = new WeakMap<Sequelize, SqliteStatements>();

export function registerSqliteStatements(sequelize: Sequelize, statements: SqliteStatements) {
  registry.set(sequelize, statements);
}

/** The prepared-statement runner of a SQLite database opened by openDatabase, else null. */
export function sqliteStatementsOf(sequelize: Sequelize): SqliteStatements | null {
  return registry.get(sequelize) ?? null;
}
