import type { MigrationContext } from './migration.types';

export interface CountTable {
  /** The table holding one row per key: (key, n). */
  counts: string;
  /** The table whose rows are counted. */
  source: string;
  /** The column of `source` they are counted by. */
  key: string;
  keyWidth: number;
}

/**
 * Creates a table of row counts per key of another table, filled from it and kept exact by
 * triggers on insert, delete and a change of the key, on SQLite and PostgreSQL alike.
 */
export async function createCountTable({ sequelize, dialect }: MigrationContext, t: CountTable) {
  await sequelize.query(
    `CREATE TABLE ${t.counts} (${t.key} VARCHAR(${t.keyWidth}) PRIMARY KEY, n INTEGER NOT NULL DEFAULT 0)`,
  );
  await sequelize.query(
    `INSERT INTO ${t.counts} (${t.key}, n) SELECT ${t.key}, count(*) FROM ${t.source} GROUP BY ${t.key}`,
  );
  const add = (row: string) =>
    `INSERT INTO ${t.counts} (${t.key}, n) VALUES (${row}.${t.key}, 1)
     ON CONFLICT (${t.key}) DO UPDATE SET n = ${t.counts}.n + 1`;
  const remove = (row: string) =>
    `UPDATE ${t.counts} SET n = n - 1 WHERE ${t.key} = ${row}.${t.key}`;
  if (dialect === 'postgres') {
    await sequelize.query(`
      CREATE FUNCTION ${t.counts}_sync() RETURNS trigger AS $$
      BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN ${remove('OLD')}; END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN ${add('NEW')}; END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    await sequelize.query(`
      CREATE TRIGGER ${t.counts}_sync AFTER INSERT OR DELETE OR UPDATE OF ${t.key}
      ON ${t.source} FOR EACH ROW EXECUTE FUNCTION ${t.counts}_sync()`);
    return;
  }
  await sequelize.query(
    `CREATE TRIGGER ${t.counts}_insert AFTER INSERT ON ${t.source} BEGIN ${add('new')}; END`,
  );
  await sequelize.query(
    `CREATE TRIGGER ${t.counts}_delete AFTER DELETE ON ${t.source} BEGIN ${remove('old')}; END`,
  );
  await sequelize.query(`
    CREATE TRIGGER ${t.counts}_update AFTER UPDATE OF ${t.key} ON ${t.source}
    WHEN old.${t.key} <> new.${t.key} BEGIN ${remove('old')}; ${add('new')}; END`);
}

export async function dropCountTable({ sequelize, dialect }: MigrationContext, t: CountTable) {
  if (dialect === 'postgres') {
    await sequelize.query(`DROP TRIGGER IF EXISTS ${t.counts}_sync ON ${t.source}`);
    await sequelize.query(`DROP FUNCTION IF EXISTS ${t.counts}_sync()`);
  } else {
    for (const suffix of ['insert', 'delete', 'update']) {
      await sequelize.query(`DROP TRIGGER IF EXISTS ${t.counts}_${suffix}`);
    }
  }
  await sequelize.query(`DROP TABLE IF EXISTS ${t.counts}`);
}
