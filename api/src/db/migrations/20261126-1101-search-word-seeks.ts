import type { Migration } from './migration.types';

/**
 * SQLite's search reads its index's words through an `instance` fts5vocab (decision 0049): it
 * can seek to a word and stop at its first occurrence, where the `row` kind counts every
 * product holding the word first (about 4 ms for a word in 100,000 prints). The `row` table is
 * dropped; PostgreSQL's search needs nothing new.
 */
export const searchWordSeeks: Migration = {
  name: '20261126-1101-search-word-seeks',
  async up({ sequelize, dialect }) {
    if (dialect === 'postgres') return;
    await sequelize.query('DROP TABLE IF EXISTS products_fts_vocab');
    await sequelize.query(
      'CREATE VIRTUAL TABLE products_fts_words USING fts5vocab(products_fts, instance)',
    );
  },
  async down({ sequelize, dialect }) {
    if (dialect === 'postgres') return;
    await sequelize.query('DROP TABLE IF EXISTS products_fts_words');
    await sequelize.query(
      'CREATE VIRTUAL TABLE products_fts_vocab USING fts5vocab(products_fts, row)',
    );
  },
};
