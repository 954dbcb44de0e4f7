import type { Sequelize } from 'sequelize';
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
export async function createCountTable(context: MigrationContext, t: CountTable) {
  const { sequelize } = context;
  await sequelize.query(
    `CREATE TABLE ${t.counts} (${t.key} VARCHAR(${t.keyWidth}) PRIMARY KEY, n INTEGER NOT NULL DEFAULT 0)`,
  );
  await sequelize.query(
    `INSERT INTO ${t.counts} (${t.key}, n) SELECT ${t.key}, count(*) FROM ${t.source} GROUP BY ${t.key}`,
  );
  await keepCounts(context, t);
}

/** The triggers that keep `t`'s counts exact, one row at a time. */
export async function keepCounts({ sequelize, dialect }: MigrationContext, t: CountTable) {
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

/**
 * PostgreSQL: the statement triggers `<name>_added` and `<name>_removed` on `source`, calling
 * `fn` once per statement with the rows it inserted or deleted as the transition table
 * `changed`, and '1' or '-1' (TG_ARGV[0]) for the way the counts move.
 */
export async function tallyPerStatement(
  sequelize: Sequelize,
  source: string,
  name: string,
  fn: string,
) {
  await sequelize.query(`
    CREATE TRIGGER ${name}_added AFTER INSERT ON ${source}
      REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION ${fn}('1')`);
  await sequelize.query(`
    CREATE TRIGGER ${name}_removed AFTER DELETE ON ${source}
      REFERENCING OLD TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION ${fn}('-1')`);
}

/** Takes away what tallyPerStatement added (the function is the caller's). */
export async function dropTallyPerStatement(sequelize: Sequelize, source: string, name: string) {
  for (const trigger of ['added', 'removed'])
    await sequelize.query(`DROP TRIGGER IF EXISTS ${name}_${trigger} ON ${source}`);
}

/**
 * PostgreSQL only: `t`'s counts moved once per statement, not once per row (decision 0058). A
 * bulk insert of 500 rows writes each key's count once, so a big import leaves one version of
 * each count row per statement, not one per row for vacuum to clear before a total reads fast.
 * A change of key still moves its row's count, and only when the key really changed.
 */
export async function keepCountsPerStatement(sequelize: Sequelize, t: CountTable) {
  await sequelize.query(`
    CREATE FUNCTION ${t.counts}_tally() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO ${t.counts} AS c (${t.key}, n)
        SELECT ${t.key}, TG_ARGV[0]::integer * count(*) FROM changed
        GROUP BY ${t.key} ORDER BY ${t.key}
        ON CONFLICT (${t.key}) DO UPDATE SET n = c.n + excluded.n;
      RETURN NULL;
    END $$`);
  await sequelize.query(`
    CREATE FUNCTION ${t.counts}_move() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE ${t.counts} SET n = n - 1 WHERE ${t.key} = OLD.${t.key};
      INSERT INTO ${t.counts} AS c (${t.key}, n) VALUES (NEW.${t.key}, 1)
        ON CONFLICT (${t.key}) DO UPDATE SET n = c.n + 1;
      RETURN NULL;
    END $$`);
  await tallyPerStatement(sequelize, t.source, t.counts, `${t.counts}_tally`);
  await sequelize.query(`
    CREATE TRIGGER ${t.counts}_moved AFTER UPDATE OF ${t.key} ON ${t.source}
      FOR EACH ROW WHEN (OLD.${t.key} IS DISTINCT FROM NEW.${t.key})
      EXECUTE FUNCTION ${t.counts}_move()`);
}

/** Takes away what keepCountsPerStatement added. */
export async function dropCountsPerStatement(sequelize: Sequelize, t: CountTable) {
  await dropTallyPerStatement(sequelize, t.source, t.counts);
  await sequelize.query(`DROP TRIGGER IF EXISTS ${t.counts}_moved ON ${t.source}`);
  for (const fn of ['tally', 'move'])
    await sequelize.query(`DROP FUNCTION IF EXISTS ${t.counts}_${fn}()`);
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
