import {
  MAX_EXPANSION,
  writeQuery,
  type FtsGroup,
  type QueryLanguage,
  type WordListSql,
} from '../word-lookup';

/**
 * PostgreSQL's words are the primary key of product_words (decision 0054), in byte order, each
 * with how many products hold it (decision 0057); a word none holds any more is not there. Its
 * GIN index has no prefix index: every prefix is listed from the word list when it can be.
 */
export const POSTGRES_WORDS: WordListSql = {
  listing: (i) => `(SELECT ${i} AS i, word AS term, products FROM product_words
    WHERE word >= :prefix${i} AND word < :past${i} AND products > 0
    ORDER BY word LIMIT ${MAX_EXPANSION + 1})`,
  present: `(SELECT -1 AS i, x.word AS term, x.products
    FROM json_array_elements_text(CAST(:words AS json)) AS w
    JOIN product_words x ON x.word = w WHERE x.products > 0)`,
  statement: (listings, withWords) =>
    [...listings, ...(withWords ? [POSTGRES_WORDS.present] : [])].join(' UNION ALL '),
  indexedPrefix: 0,
};

const quotedLexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const TSQUERY: QueryLanguage = {
  word: quotedLexeme,
  prefix: (word) => `${quotedLexeme(word)}:*`,
  or: ' | ',
  and: ' & ',
};

/**
 * PostgreSQL's query as a tsquery literal: `('mou':* | 'mov') & ('canvas' | 'canvases')`.
 * Quoted lexemes are taken as they are (the index's own words, or a query's letters and
 * digits, lower-cased), never parsed again.
 */
export function toTsQueryLiteral(groups: FtsGroup[]): string {
  return writeQuery(groups, TSQUERY);
}
