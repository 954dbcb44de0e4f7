import type { Sequelize } from 'sequelize';

/**
 * `count` prints in one statement, `<prefix>-1` to `<prefix>-<count>` (the last one newest), each
 * a "Quiet Print" whose description mentions `word`, dated a minute ahead of now so they are the
 * newest in the catalogue. Prices rise with the number, from LKR 1,000.01.
 */
export async function insertMentions(
  sequelize: Sequelize,
  word: string,
  count: number,
  prefix: string,
): Promise<void> {
  const at = new Date(Date.now() + 60_000);
  await sequelize.query(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < :count)
     INSERT INTO products ("productId", name, description, "priceCents", "labeledPriceCents",
       "maxPriceCents", category, stock, "createdAt", "updatedAt")
     SELECT :prefix || '-' || i, 'Quiet Print', 'Mentions ' || :word, 100000 + i, 100000 + i,
       100000 + i, 'Kitchen', 1, :at, :at FROM n`,
    { replacements: { count, word, at, prefix } },
  );
}

/**
 * `insertMentions` for a test that adds prints in many batches: each call's prints are named
 * `P<n>-1`… with `n` counting the calls.
 */
export function mentionsInBatches(database: () => Sequelize) {
  let batches = 0;
  return (words: string, count: number) =>
    insertMentions(database(), words, count, `P${(batches += 1)}`);
}
