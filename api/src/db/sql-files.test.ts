import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sqlFile } from './sql-files';

const folder = (name: string) => new URL(`./${name}/`, import.meta.url);
const migrationSources = readdirSync(folder('migrations'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => readFileSync(new URL(file, folder('migrations')), 'utf8'));
/** Every name a migration loads, as `runSqlFile(sequelize, '<name>')` or `sqlFile('<name>')`. */
const loaded = [
  ...new Set(
    migrationSources.flatMap((source) =>
      [...source.matchAll(/(?:runSqlFile\(\s*\w+,|sqlFile\()\s*'([^']+)'/g)].map((m) => m[1]),
    ),
  ),
];
const files = readdirSync(folder('sql'))
  .filter((file) => file.endsWith('.sql'))
  .map((file) => file.slice(0, -'.sql'.length));

describe("the database's function and trigger files", () => {
  it('are loaded by the migrations, the search ones among them', () => {
    expect(loaded).toContain('product_word_blocks_matches.v2');
    expect(loaded).toContain('products_fts_insert.trigger.v1');
  });

  it('are loaded by the migrations of counts, size copies and checks', () => {
    for (const name of [
      'product_counts_sync.v1',
      'order_counts_update.trigger.v1',
      'product_counts_tally.v1',
      'order_counts_spread.v1',
      'product_sizes_category_fill.v2',
      'product_sizes_category_fill.sqlite.trigger.v2',
      'shop_check.v1',
    ])
      expect(loaded).toContain(name);
  });

  it.each(loaded)('%s exists and holds one CREATE statement, without its comment lines', (name) => {
    const statement = sqlFile(name as string);
    expect(statement).toMatch(/^CREATE (OR REPLACE )?(FUNCTION|TRIGGER) /);
    expect(statement).not.toMatch(/^--/m);
  });

  it('are each loaded by some migration: none is left behind when a new version comes', () => {
    expect(files.filter((name) => !loaded.includes(name))).toEqual([]);
  });

  it('are named <name>.v<N>.sql, or <name>.trigger.v<N>.sql for a trigger', () => {
    for (const name of files)
      expect(name).toMatch(/^[a-z0-9_]+(\.(sqlite|postgres)\.trigger|\.trigger)?\.v[1-9][0-9]*$/);
  });

  it('name the database of a trigger both databases have under one name', () => {
    const both = (name: string) =>
      files.includes(`${name}.sqlite.trigger.v1`) && files.includes(`${name}.postgres.trigger.v1`);
    expect(both('product_sizes_category_fill')).toBe(true);
    expect(both('products_category_to_sizes')).toBe(true);
    expect(both('products_price_to_sizes')).toBe(true);
    expect(
      files.filter((name) => /^[a-z0-9_]+\.(sqlite|postgres)\.trigger\./.test(name)).length,
    ).toBe(7);
  });
});
