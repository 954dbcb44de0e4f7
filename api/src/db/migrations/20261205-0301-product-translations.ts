import { DataTypes } from 'sequelize';
import { sqlFile } from '../sql-files';
import type { Migration } from './migration.types';

/** SQLite's triggers keeping the index in step with the products. */
const FTS_TRIGGERS = ['products_fts_insert', 'products_fts_delete', 'products_fts_update'];

/** The triggers' statements of each version, each file named whole (sql-files.test.ts). */
const TRIGGER_FILES = {
  v1: () => [
    sqlFile('products_fts_insert.trigger.v1'),
    sqlFile('products_fts_delete.trigger.v1'),
    sqlFile('products_fts_update.trigger.v1'),
  ],
  v2: () => [
    sqlFile('products_fts_insert.trigger.v2'),
    sqlFile('products_fts_delete.trigger.v2'),
    sqlFile('products_fts_update.trigger.v2'),
  ],
};

/** PostgreSQL's trigger keeping the word list's counts, by version. */
const RETALLY_FILES = {
  v1: () => sqlFile('product_words_retallied.trigger.v1'),
  v2: () => sqlFile('product_words_retallied.trigger.v2'),
};

/**
 * A word of a Sinhala or Tamil text as the search's query splits it (`searchTerms`): letters,
 * digits, the two scripts' vowel signs and viramas, and the zero-width joiner of conjuncts
 * such as ශ්‍රී. PostgreSQL's parser would cut a word at the joiner, so these texts are split
 * by this rule instead, and their words kept as written (decision 0159).
 */
const NOT_A_WORD = `'[^[:alnum:]\\u0b80-\\u0bff\\u0d80-\\u0dff\\u200d]+'`;

const wordsOf = (paths: string[]) =>
  paths
    .map(
      (path) =>
        `array_to_tsvector(array_remove(regexp_split_to_array(lower(coalesce(` +
        `translations::json #>> '${path}', '')), ${NOT_A_WORD}), ''))`,
    )
    .join(' || ');

/** The English texts' vector, as migration 20261121-0002 made it. */
const ENGLISH = `
  setweight(to_tsvector('simple', coalesce("productId", '')), 'A') ||
  setweight(to_tsvector('simple', coalesce(name, '')), 'A') ||
  setweight(to_tsvector('simple', coalesce("altNames", '')), 'B') ||
  setweight(to_tsvector('simple', coalesce(description, '')), 'C')`;

/** The English vector and the translated words, weighted as the English texts are. */
const WITH_TRANSLATIONS = `${ENGLISH} ||
  setweight(${wordsOf(['{si,name}', '{ta,name}'])}, 'A') ||
  setweight(${wordsOf(['{si,altNames}', '{ta,altNames}'])}, 'B') ||
  setweight(${wordsOf(['{si,description}', '{ta,description}'])}, 'C')`;

/** SQLite: the texts the index holds, a product's translations among them. */
const SEARCH_TEXT_VIEW = `
  CREATE VIEW products_search_text AS SELECT id, productId, name, altNames, description,
    coalesce(json_extract(translations, '$.si.name'), '') || ' ' ||
    coalesce(json_extract(translations, '$.ta.name'), '') || ' ' ||
    coalesce(json_extract(translations, '$.si.altNames'), '') || ' ' ||
    coalesce(json_extract(translations, '$.ta.altNames'), '') AS translatedNames,
    coalesce(json_extract(translations, '$.si.description'), '') || ' ' ||
    coalesce(json_extract(translations, '$.ta.description'), '') AS translatedDescriptions
  FROM products`;

/**
 * unicode61 keeps combining marks (M*) inside words and the zero-width joiner as a word's own
 * character: by default both end a word, and ශ්‍රී or தமிழ் would fall apart.
 */
const TOKENIZER = `unicode61 remove_diacritics 2 categories 'L* N* Co M*' tokenchars '\u200d'`;

async function recreateSqliteIndex(
  sequelize: Parameters<Migration['up']>[0]['sequelize'],
  columns: string,
  content: string,
  tokenizer: string,
  triggerVersion: keyof typeof TRIGGER_FILES,
) {
  await sequelize.query('DROP TABLE IF EXISTS products_fts_words');
  for (const t of FTS_TRIGGERS) await sequelize.query(`DROP TRIGGER IF EXISTS ${t}`);
  await sequelize.query('DROP TABLE IF EXISTS products_fts');
  await sequelize.query(`
    CREATE VIRTUAL TABLE products_fts USING fts5(
      ${columns},
      content='${content}', content_rowid='id',
      tokenize="${tokenizer}", prefix='2 3'
    )`);
  for (const statement of TRIGGER_FILES[triggerVersion]()) await sequelize.query(statement);
  await sequelize.query(`INSERT INTO products_fts(products_fts) VALUES ('rebuild')`);
  await sequelize.query(
    'CREATE VIRTUAL TABLE products_fts_words USING fts5vocab(products_fts, instance)',
  );
}

async function replaceSearchVector(
  sequelize: Parameters<Migration['up']>[0]['sequelize'],
  expression: string,
  triggerVersion: keyof typeof RETALLY_FILES,
) {
  await sequelize.query('DROP TRIGGER IF EXISTS product_words_retallied ON products');
  await sequelize.query('DROP INDEX IF EXISTS products_search');
  await sequelize.query('ALTER TABLE products DROP COLUMN search');
  await sequelize.query(
    `ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (${expression}) STORED`,
  );
  await sequelize.query('CREATE INDEX products_search ON products USING GIN (search)');
  await sequelize.query(RETALLY_FILES[triggerVersion]());
}

/**
 * Products' Sinhala and Tamil texts (PRODUCT §12, decisions 0158, 0159):
 * `products.translations`, JSON text `{ si?: { name?, description?, altNames? }, ta?: … }`,
 * `{}` for every product so far. The search index holds them on both databases: SQLite's FTS5
 * table is made again with two more columns (read from the view `products_search_text`) and a
 * tokenizer that keeps the scripts' words whole; PostgreSQL's `search` vector is made again
 * with their words. No product has a translation yet, so every vector, and so the word list's
 * counts, stay as they were.
 */
export const productTranslations: Migration = {
  name: '20261205-0301-product-translations',
  async up({ queryInterface: qi, sequelize, dialect }) {
    await qi.addColumn('products', 'translations', {
      type: DataTypes.TEXT,
      allowNull: false,
      defaultValue: '{}',
    });
    if (dialect === 'postgres') {
      await replaceSearchVector(sequelize, WITH_TRANSLATIONS, 'v2');
      return;
    }
    await sequelize.query(SEARCH_TEXT_VIEW);
    await recreateSqliteIndex(
      sequelize,
      'productId, name, altNames, description, translatedNames, translatedDescriptions',
      'products_search_text',
      TOKENIZER,
      'v2',
    );
  },
  async down({ sequelize, dialect }) {
    if (dialect === 'postgres') {
      // Cleared first, through the word list's triggers, so no count keeps a translated word.
      await sequelize.query(`UPDATE products SET translations = '{}' WHERE translations <> '{}'`);
      await replaceSearchVector(sequelize, ENGLISH, 'v1');
    } else {
      await recreateSqliteIndex(
        sequelize,
        'productId, name, altNames, description',
        'products',
        'unicode61 remove_diacritics 2',
        'v1',
      );
      await sequelize.query('DROP VIEW IF EXISTS products_search_text');
    }
    await sequelize.query('ALTER TABLE products DROP COLUMN translations');
  },
};
