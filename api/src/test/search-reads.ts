import { statementsDuring } from './statements-during';
import { clientFor, type TestApp } from './test-app';

/**
 * A search page's product ids and total, and for each of `reads` (a name and a pattern of SQL)
 * whether a statement the search ran matched it: which structures answered it.
 */
export async function searchReading<Read extends string>(
  app: TestApp,
  query: string,
  page: { page: number; limit: number },
  reads: Record<Read, RegExp>,
): Promise<{ ids: string[]; total: number } & Record<Read, boolean>> {
  const found = { ids: [] as string[], total: 0 };
  const statements = await statementsDuring(app.sequelize, async () => {
    const answer = await clientFor(app).product.search(query, page);
    found.ids = answer.items.map((p) => p.productId);
    found.total = answer.total;
  });
  const seen = Object.fromEntries(
    Object.entries<RegExp>(reads).map(([name, sql]) => [name, statements.some((s) => sql.test(s))]),
  ) as Record<Read, boolean>;
  return { ...found, ...seen };
}
