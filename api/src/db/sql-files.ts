import { readFileSync } from 'node:fs';
import type { Sequelize } from 'sequelize';

/**
 * The folder of the database's functions and triggers, one file per version
 * (`<name>.v<N>.sql`, a trigger's `<name>.trigger.v<N>.sql`): `src/db/sql` beside this module,
 * and `dist/sql` beside the bundle, where `build.mjs` copies it.
 */
const SQL_DIR = new URL('./sql/', import.meta.url);

/**
 * The statement in `db/sql/<name>.sql`: one function's or trigger's version, without the
 * comment lines that open the file: on SQLite, a trigger whose text opened with a comment was
 * not created, and no error said so.
 */
export function sqlFile(name: string): string {
  const text = readFileSync(new URL(`${name}.sql`, SQL_DIR), 'utf8');
  return text.replace(/^(?:--[^\n]*\n)+/, '').trimEnd();
}

/** Runs the statement in `db/sql/<name>.sql`; a migration loads each version it creates so. */
export async function runSqlFile(sequelize: Sequelize, name: string): Promise<void> {
  await sequelize.query(sqlFile(name));
}
