import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word of the catalogue's names and descriptions (issue 31, decision 024): the search's
 * typo tolerance corrects a misspelt word to the most similar of these, and a word of a term
 * found in none of them tells the search it cannot match before it reads a product. Kept exact
 * by statement triggers on products (migration 0032).
 */
export const searchWords = pgTable(
  'search_words',
  {
    /** A run of letters and digits of products.search_text (lower case). */
    word: text('word').primaryKey(),
    /** Products whose name has the word. */
    inNames: integer('in_names').notNull(),
    /** Products whose name or description has the word. */
    inTexts: integer('in_texts').notNull(),
  },
  (t) => [
    index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    // Rows a removal brought to zero, found without reading the table.
    index('search_words_unused_idx')
      .on(t.word)
      .where(sql`${t.inTexts} <= 0`),
  ],
);
