import {
  QueryTypes,
  type Model,
  type ModelStatic,
  type Sequelize,
  type Transaction,
} from 'sequelize';
import { sqliteStatementsOf } from './sqlite-driver';

/**
 * Plain statements for the busiest paths (checkout, the signed-in caller, the settings), where
 * the model layer (instances, validation, hooks, and on SQLite a column-type lookup before
 * every read) costs more than the statement itself. Values are named `:name` in the text; an
 * array fills an `IN (:names)` list. On SQLite they run as prepared statements
 * (sqlite-statements.ts); on PostgreSQL as Sequelize replacements, escaped for the dialect.
 */
type Replacements = Record<string, unknown>;

/** Runs an INSERT, UPDATE or DELETE and gives the number of rows it changed. */
export async function changeRows(
  sequelize: Sequelize,
  sql: string,
  replacements: Replacements,
  transaction: Transaction,
): Promise<number> {
  const sqlite = sqliteStatementsOf(sequelize);
  if (sqlite) return sqlite.run(sql, replacements);
  return sequelize.query(sql, { replacements, type: QueryTypes.BULKUPDATE, transaction });
}

/** Runs a SELECT and gives its rows as the database answers them (no model, no parsing). */
export async function selectRows<Row extends object>(
  sequelize: Sequelize,
  sql: string,
  replacements: Replacements,
  transaction?: Transaction | null,
): Promise<Row[]> {
  const sqlite = sqliteStatementsOf(sequelize);
  if (sqlite) return sqlite.all<Row>(sql, replacements, Boolean(transaction));
  return sequelize.query<Row>(sql, {
    replacements,
    type: QueryTypes.SELECT,
    ...(transaction && { transaction }),
  });
}

/**
 * `(:key0a, :key0b), (:key1a, :key1b)` for a multi-row VALUES list, with the replacements
 * each row's placeholders name (after `prefix`, so several lists can share one statement).
 * An attribute in `wrap` is written as the SQL text it makes of its placeholder.
 */
function valuesList<Row extends object>(
  rows: Row[],
  attributes: readonly (keyof Row & string)[],
  prefix = '',
  wrap: Partial<Record<string, (placeholder: string) => string>> = {},
): { sql: string; replacements: Replacements } {
  const replacements: Replacements = {};
  const tuples = rows.map((row, index) => {
    const names = attributes.map((attribute) => {
      const name = `${prefix}${attribute}${index}`;
      replacements[name] = row[attribute];
      return wrap[attribute]?.(`:${name}`) ?? `:${name}`;
    });
    return `(${names.join(', ')})`;
  });
  return { sql: tuples.join(', '), replacements };
}

/** The columns a model's attributes are stored in, quoted (PostgreSQL keeps their camelCase). */
export function columnsOf(model: ModelStatic<Model>, attributes: readonly string[]) {
  const fields: Record<string, { field?: string | undefined } | undefined> = model.getAttributes();
  return attributes.map((a) => `"${fields[a]?.field ?? a}"`);
}

/** A model's columns named as its attributes, for a plain SELECT whose rows read as the model's. */
export function attributeColumns(model: ModelStatic<Model>): string {
  return Object.entries(model.getAttributes())
    .map(([name, attribute]) => {
      const field = attribute.field ?? name;
      return field === name ? `"${name}"` : `"${field}" AS "${name}"`;
    })
    .join(', ');
}

function insertStatement<M extends Model, Row extends object>(
  model: ModelStatic<M>,
  attributes: readonly (keyof Row & string)[],
  rows: Row[],
) {
  const values = valuesList(rows, attributes);
  return {
    sql: `INSERT INTO ${model.tableName} (${columnsOf(model, attributes).join(', ')}) VALUES ${values.sql}`,
    replacements: values.replacements,
  };
}

/**
 * One INSERT of many rows into a model's table. Rows are named by the model's attributes;
 * the statement names the columns they are stored in (quoted for PostgreSQL's camelCase).
 */
export async function insertRows<M extends Model, Row extends object>(
  sequelize: Sequelize,
  model: ModelStatic<M>,
  attributes: readonly (keyof Row & string)[],
  rows: Row[],
  transaction: Transaction,
): Promise<void> {
  if (rows.length === 0) return;
  const insert = insertStatement(model, attributes, rows);
  await changeRows(sequelize, insert.sql, insert.replacements, transaction);
}

/** `insertRows` answering the given columns of the rows it wrote (`RETURNING`). */
export async function insertRowsReturning<M extends Model, Row extends object, Out extends object>(
  sequelize: Sequelize,
  model: ModelStatic<M>,
  attributes: readonly (keyof Row & string)[],
  rows: Row[],
  returning: readonly (keyof Out & string)[],
  transaction: Transaction,
): Promise<Out[]> {
  if (rows.length === 0) return [];
  const insert = insertStatement(model, attributes, rows);
  const columns = returning.map((c) => `"${c}"`).join(', ');
  return selectRows<Out>(
    sequelize,
    `${insert.sql} RETURNING ${columns}`,
    insert.replacements,
    transaction,
  );
}

/** Rows of a table that each hold the id of a row `insertWithChildren` writes in the same statement. */
export interface ChildRows<Row extends object> {
  model: ModelStatic<Model>;
  /** The attribute that holds the parent's id, found from the parent's key. */
  parentAttribute: string;
  attributes: readonly (keyof Row & string)[];
  rows: Row[];
  /** The key (the parent's `key` column) of the row each child belongs to. */
  parentKeyOf(row: Row): string;
}

const PARENT = '_parent';

/**
 * Steps of the same `WITH` before the inserts (named, with their values), and a condition the
 * answer is read under: a failing check there undoes the whole statement.
 */
export interface AroundInserts {
  steps: string[];
  values: Replacements;
  answerIf: string;
}

/**
 * PostgreSQL: parent rows and the rows that point at them in one statement, one round trip
 * where each table would take its own. Each child finds its parent's new id by the parent's
 * unique `key` among the rows the statement wrote. Answers the parents' ids and keys.
 */
export async function insertWithChildren<
  Parent extends object,
  Key extends keyof Parent & string,
  Children extends object[],
>(
  sequelize: Sequelize,
  parent: {
    model: ModelStatic<Model>;
    attributes: readonly (keyof Parent & string)[];
    rows: Parent[];
    key: Key;
  },
  children: { [I in keyof Children]: ChildRows<Children[I]> },
  transaction: Transaction | null,
  around: AroundInserts | null = null,
): Promise<({ id: number } & Record<Key, string>)[]> {
  if (parent.rows.length === 0) return [];
  const key = columnsOf(parent.model, [parent.key]).join('');
  const parents = valuesList(parent.rows, parent.attributes, 'p_');
  const replacements: Replacements = { ...around?.values, ...parents.replacements };
  const steps = [
    ...(around?.steps ?? []),
    `parents AS (INSERT INTO ${parent.model.tableName} (${columnsOf(parent.model, parent.attributes).join(', ')})
      VALUES ${parents.sql} RETURNING id, ${key})`,
  ];
  (children as ChildRows<object>[]).forEach((child, c) => {
    if (child.rows.length === 0) return;
    const rows = child.rows.map((row) => ({ ...row, [PARENT]: child.parentKeyOf(row) }));
    const values = valuesList(rows, [PARENT, ...child.attributes], `c${c}_`, {
      [PARENT]: (placeholder) => `(SELECT id FROM parents WHERE ${key} = ${placeholder})`,
    });
    Object.assign(replacements, values.replacements);
    const columns = columnsOf(child.model, [child.parentAttribute, ...child.attributes]);
    steps.push(
      `child${c} AS (INSERT INTO ${child.model.tableName} (${columns.join(', ')}) VALUES ${values.sql})`,
    );
  });
  return selectRows(
    sequelize,
    `WITH ${steps.join(', ')} SELECT id, ${key} AS "${parent.key}" FROM parents${around ? ` WHERE ${around.answerIf}` : ''}`,
    replacements,
    transaction,
  );
}
