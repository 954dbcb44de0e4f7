-- PostgreSQL: the fewest products a word is in to keep its blocks (migration 20261129-0201,
-- decision 0082). A test, or a shop, may replace it and refill the blocks.
CREATE OR REPLACE FUNCTION product_word_blocks_from() RETURNS integer LANGUAGE sql STABLE AS 'SELECT 5000'
