import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/**
 * Plain statements for the checkout path, where the model layer (instances, validation, hooks,
 * and on SQLite a column-type lookup before every read) costs more than the write itself.
 * Values go in as Sequelize replacements, escaped for the dialect (dates included).
 */
type Replacements = Record<string, unknown>;

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
function valuesList<Row extends object>(
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

/** One INSERT of many rows, with the columns named (and quoted for PostgreSQL's camelCase). */
export async function insertRows<Row extends object>(
  sequelize: Sequelize,
  table: string,
  columns: readonly (keyof Row & string)[],
  rows: Row[],
  transaction: Transaction,
): Promise<void> {
  const values = valuesList(rows, columns);
  const names = columns.map((c) => `"${c}"`).join(', ');
  await changeRows(
    sequelize,
    `INSERT INTO ${table} (${names}) VALUES ${values.sql}`,
    values.replacements,
    transaction,
  );
}
