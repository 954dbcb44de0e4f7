import type { Model, ModelStatic } from 'sequelize';
import { columnsOf } from './plain-sql';
import { sqliteValue } from './sqlite-statements';
import { jsonLiteral } from './sqlite-writer-script';

/**
 * The writes a SQLite script (sqlite-writer-script.ts) is made of. A script binds no values:
 * rows travel as JSON text, in the forms SQLite stores them (dates as text, booleans as 0 and
 * 1), and are read back with `->>`.
 */

/** The rows as JSON objects of the given attributes, in the forms SQLite stores them. */
function asJson<Row extends object>(rows: readonly Row[], attributes: readonly string[]) {
  return rows.map((row) =>
    Object.fromEntries(
      attributes.map((a) => [a, sqliteValue((row as Record<string, unknown>)[a])]),
    ),
  );
}

/** An INSERT of the rows into a model's table, in their order. */
export function insertFromJson<Row extends object>(
  model: ModelStatic<Model>,
  attributes: readonly (keyof Row & string)[],
  rows: readonly Row[],
): string {
  const values = attributes.map((a) => `value ->> '${a}'`).join(', ');
  return `INSERT INTO ${model.tableName} (${columnsOf(model, attributes).join(', ')})
    SELECT ${values} FROM json_each(${jsonLiteral(asJson(rows, attributes))}) ORDER BY key`;
}

/** An UPDATE of one row of a model's table, by its id, to the values given. */
export function updateFromJson<Row extends object>(
  model: ModelStatic<Model>,
  id: number,
  values: Row,
): string {
  const attributes = Object.keys(values);
  const [json] = asJson([values], attributes);
  const columns = columnsOf(model, attributes);
  const set = attributes.map((a, i) => `${columns[i]} = changed.value ->> '${a}'`).join(', ');
  return `UPDATE ${model.tableName} SET ${set}
    FROM (SELECT ${jsonLiteral(json)} AS value) AS changed
    WHERE ${model.tableName}.id = ${Math.trunc(id)}`;
}
