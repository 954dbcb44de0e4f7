import type { Sequelize } from 'sequelize';

/** A fixed sequence of pseudo-random numbers in [0, 1). */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const NAMES = ['Lotus Pond', 'Golden Lotus', 'Harbour Temple', 'Quiet Harbour'];

/**
 * A test's time for a churn and its checks: each step is checked against every word, which on a
 * machine running three suites side by side has taken longer than the default 30 s.
 */
export const CHURN_TIMEOUT = 120_000;

/**
 * `steps` mixed changes to the catalogue's prints, the same for the same `seed`: inserts of 1
 * to 40 prints (through `addPrints`, one statement each), deletes of every m-th print, and
 * renames of every m-th print to one of a few names sharing words. `check` runs after each.
 */
export async function churnPrints(
  sequelize: Sequelize,
  options: {
    seed: number;
    steps: number;
    addPrints(words: string, count: number): Promise<void>;
    check(): Promise<unknown>;
  },
) {
  const next = numbers(options.seed);
  for (let step = 0; step < options.steps; step += 1) {
    const roll = next();
    const name = NAMES[Math.floor(next() * NAMES.length)] ?? 'Lotus';
    if (roll < 0.3) await options.addPrints(name, 1 + Math.floor(next() * 40));
    else if (roll < 0.6)
      await sequelize.query('DELETE FROM products WHERE id % :m = :r', {
        replacements: { m: 5 + Math.floor(next() * 20), r: Math.floor(next() * 5) },
      });
    else
      await sequelize.query('UPDATE products SET name = :name WHERE id % :m = :r', {
        replacements: { name, m: 2 + Math.floor(next() * 10), r: Math.floor(next() * 2) },
      });
    await options.check();
  }
}
