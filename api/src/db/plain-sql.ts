import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { dialectOf } from './sequelize';

/**
 * Plain statements for the checkout path, where the model layer (instances, validation, hooks,
 * and on SQLite a column-type lookup before every read) costs more than the write itself.
 * Values go in as Sequelize replacements, escaped for the dialect (dates included).
 */
export type Replacements = Record<string, unknown>;

/** Runs an INSERT of one row and gives its id: SQLite reports it, PostgreSQL returns it. */
export async function insertReturningId(
  sequelize: Sequelize,
  sql: string,
  replacements: Replacements,
  transaction: Transaction,
): Promise<number> {
  const postgres = dialectOf(sequelize) === 'postgres';
  const [result] = await sequelize.query(postgres ? `${sql} RETURNING id` : sql, {
    replacements,
    type: QueryTypes.INSERT,
    transaction,
  });
  const id: unknown = postgres ? (result as unknown as { id: unknown }[])[0]?.id : result;
  if (id === undefined || id === null) throw new Error('The database did not report the new id');
  return Number(id);
}

/** Runs an INSERT, UPDATE or DELETE and gives the number of rows it changed. */
export async function changeRows(
  sequelize: Sequelize,
  sql: string,
  replacements: Replacements,
  transaction: Transaction,
): Promise<number> {
  return (await sequelize.query(sql, {
    replacements,
    type: QueryTypes.BULKUPDATE,
    transaction,
  })) as unknown as number;
}

/**
 * `(:key0a, :key0b), (:key1a, :key1b)` for a multi-row VALUES list, with the replacements
 * each row's placeholders name.
 */
export function valuesList<Row extends object>(
  rows: Row[],
  columns: readonly (keyof Row & string)[],
): { sql: string; replacements: Replacements } {
  const replacements: Replacements = {};
  const tuples = rows.map((row, index) => {
    const names = columns.map((column) => {
      const name = `${column}${index}`;
      replacements[name] = row[column];
      return `:${name}`;
    });
    return `(${names.join(', ')})`;
  });
  return { sql: tuples.join(', '), replacements };
}
