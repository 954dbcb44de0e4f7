import {
  QueryTypes,
  type Model,
  type ModelStatic,
  type Sequelize,
  type Transaction,
} from 'sequelize';
import { sqliteStatementsOf } from './sqlite-statements';

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
  if (sqlite) return sqlite.run(sql, replacements, transaction);
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
  if (sqlite) return sqlite.all<Row>(sql, replacements, transaction);
  return sequelize.query<Row>(sql, {
    replacements,
    type: QueryTypes.SELECT,
    ...(transaction && { transaction }),
  });
}

/**
 * `(:key0a, :key0b), (:key1a, :key1b)` for a multi-row VALUES list, with the replacements
 * each row's placeholders name.
 */
function valuesList<Row extends object>(
  rows: Row[],
  attributes: readonly (keyof Row & string)[],
): { sql: string; replacements: Replacements } {
  const replacements: Replacements = {};
  const tuples = rows.map((row, index) => {
    const names = attributes.map((attribute) => {
      const name = `${attribute}${index}`;
      replacements[name] = row[attribute];
      return `:${name}`;
    });
    return `(${names.join(', ')})`;
  });
  return { sql: tuples.join(', '), replacements };
}

function insertStatement<M extends Model, Row extends object>(
  model: ModelStatic<M>,
  attributes: readonly (keyof Row & string)[],
  rows: Row[],
) {
  const fields: Record<string, { field?: string | undefined } | undefined> = model.getAttributes();
  const columns = attributes.map((a) => `"${fields[a]?.field ?? a}"`);
  const values = valuesList(rows, attributes);
  return {
    sql: `INSERT INTO ${model.tableName} (${columns.join(', ')}) VALUES ${values.sql}`,
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
