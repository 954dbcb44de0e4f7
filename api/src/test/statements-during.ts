import type { Sequelize } from 'sequelize';

/**
 * The SQL of every statement Sequelize ran while `work` ran, in order (statements of other
 * requests in flight included). Plain statements on SQLite run on the driver's own prepared
 * statements and are not seen; BEGIN and COMMIT are.
 */
export async function statementsDuring(
  sequelize: Sequelize,
  work: () => Promise<unknown>,
): Promise<string[]> {
  const seen: string[] = [];
  const keep = (_options: unknown, query: unknown) => {
    seen.push((query as { sql?: string }).sql ?? '');
  };
  sequelize.addHook('afterQuery', 'statements-during', keep);
  try {
    await work();
  } finally {
    sequelize.removeHook('afterQuery', 'statements-during');
  }
  return seen;
}

export const isBegin = (sql: string) => /^(BEGIN|START TRANSACTION)/i.test(sql);
