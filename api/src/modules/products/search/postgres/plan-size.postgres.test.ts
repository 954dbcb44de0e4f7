import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { insertMentions } from '../../../../test/mentions';
import { statementsDuring } from '../../../../test/statements-during';
import { clientFor, startTestApp, type TestApp } from '../../../../test/test-app';
import { PLAN_SIZE_MS } from './postgres-search';

// On PostgreSQL a search for a word in a few hundred prints weighs its plan against the
// catalogue's size (decision 0057). That size is read at most once a second (decision 0068).
// Its pages past the newest the word list keeps (decision 0081) are the ones that weigh it.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A word no other print in this file's own database holds. */
const word = 'quietplanword';
const readsSize = (sql: string) => /FROM product_counts/.test(sql);

it("reads the catalogue's size for a search's plan at most once a second", async () => {
  await insertMentions(app.sequelize, word, 300, 'PLAN');
  vi.useFakeTimers({ toFake: ['Date'] });
  const search = async (page: number) => {
    const ids: string[] = [];
    const statements = await statementsDuring(app.sequelize, async () => {
      const answer = await clientFor(app).product.search(word, { page });
      ids.push(...answer.items.map((p) => p.productId));
    });
    return { ids, sizeReads: statements.filter(readsSize).length };
  };

  const first = await search(11);
  expect(first.sizeReads).toBe(1);
  expect(first.ids.slice(0, 2)).toEqual(['PLAN-60', 'PLAN-59']);

  // Within the second: the same answers, with no read of the size.
  vi.setSystemTime(Date.now() + PLAN_SIZE_MS - 1);
  const again = await search(11);
  const second = await search(12);
  expect(again).toEqual({ ids: first.ids, sizeReads: 0 });
  expect(second.sizeReads).toBe(0);
  expect(second.ids[0]).toBe('PLAN-36');

  // A second later it is read again.
  vi.setSystemTime(Date.now() + PLAN_SIZE_MS);
  expect((await search(11)).sizeReads).toBe(1);
});
