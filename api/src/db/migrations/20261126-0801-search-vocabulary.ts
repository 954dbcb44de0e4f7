import type { Migration } from './migration.types';

/**
 * The words of SQLite's search index as a table to look words up in (fts5vocab, which reads
 * the index itself, so it is never out of step): a word of four letters or more is searched as
 * the words it starts, and a misspelt one only as look-alikes that exist. PostgreSQL's search
 * needs nothing new.
 */
export const searchVocabulary: Migration = {
  name: '20261126-0801-search-vocabulary',
  async up({ sequelize, dialect }) {
    if (dialect === 'postgres') return;
    await sequelize.query(
      'CREATE VIRTUAL TABLE products_fts_vocab USING fts5vocab(products_fts, row)',
    );
  },
  async down({ sequelize, dialect }) {
    if (dialect === 'postgres') return;
    await sequelize.query('DROP TABLE IF EXISTS products_fts_vocab');
  },
};
