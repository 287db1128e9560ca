CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"in_names" integer NOT NULL,
	"in_texts" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_unused_idx" ON "search_words" USING btree ("word") WHERE "search_words"."in_texts" <= 0;--> statement-breakpoint
-- Issue 31 (decision 024): the words of products' names and descriptions, for typo tolerance.
-- A word is a run of letters and digits of search_text, the text the search reads, so a word
-- of a term that is part of no word here cannot be in any product.
CREATE FUNCTION product_words(name text, search_text text)
  RETURNS TABLE (word text, in_name int)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT t.word, (t.word = ANY (n.words))::int
    FROM (SELECT regexp_split_to_array(lower(name), '[^[:alnum:]]+') AS words) n,
         (SELECT DISTINCT w AS word FROM regexp_split_to_table(search_text, '[^[:alnum:]]+') w
           WHERE w <> '') t
$$;
--> statement-breakpoint
-- Statement triggers with transition tables, like the category counts (migration 0015): a bulk
-- load writes each word's row once per statement, not once per product.
CREATE FUNCTION search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, in_names, in_texts)
    SELECT w.word, sum(w.in_name), count(*)
      FROM added_rows r, product_words(r.name, r.search_text) w GROUP BY w.word
  ON CONFLICT (word) DO UPDATE
    SET in_names = search_words.in_names + EXCLUDED.in_names,
        in_texts = search_words.in_texts + EXCLUDED.in_texts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_words s SET in_names = s.in_names - r.names, in_texts = s.in_texts - r.texts
    FROM (SELECT w.word, sum(w.in_name) AS names, count(*) AS texts
            FROM removed_rows r, product_words(r.name, r.search_text) w GROUP BY w.word) r
   WHERE s.word = r.word;
  DELETE FROM search_words WHERE in_texts <= 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Most updates (reviews' aggregates, view counts) leave the text alone: only rows whose text
-- changed count, the old words out and the new in.
CREATE FUNCTION search_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT o.name AS old_name, o.search_text AS old_text, n.name AS new_name, n.search_text AS new_text
      FROM old_rows o JOIN new_rows n USING (id)
     WHERE o.search_text IS DISTINCT FROM n.search_text OR o.name IS DISTINCT FROM n.name
  ), delta AS (
    SELECT w.word, w.in_name AS names, 1 AS texts
      FROM changed c, product_words(c.new_name, c.new_text) w
    UNION ALL
    SELECT w.word, -w.in_name, -1 FROM changed c, product_words(c.old_name, c.old_text) w
  )
  INSERT INTO search_words (word, in_names, in_texts)
    SELECT word, sum(names), sum(texts) FROM delta GROUP BY word
    HAVING sum(names) <> 0 OR sum(texts) <> 0
  ON CONFLICT (word) DO UPDATE
    SET in_names = search_words.in_names + EXCLUDED.in_names,
        in_texts = search_words.in_texts + EXCLUDED.in_texts;
  DELETE FROM search_words WHERE in_texts <= 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert
  AFTER INSERT ON products REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();
--> statement-breakpoint
CREATE TRIGGER products_search_words_delete
  AFTER DELETE ON products REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_removed();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update
  AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_updated();
--> statement-breakpoint
-- From scratch, for the products already there (and for a restore that bypassed the triggers).
CREATE FUNCTION search_words_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_words;
  INSERT INTO search_words (word, in_names, in_texts)
    SELECT w.word, sum(w.in_name), count(*)
      FROM products p, product_words(p.name, p.search_text) w GROUP BY w.word;
$$;
--> statement-breakpoint
SELECT search_words_rebuild();
--> statement-breakpoint
-- Issue 31: the walk-or-trigram choice (decision 012) rests on the planner's estimate of a
-- term's share, which it reads from the column's histogram: 100 entries cannot tell a term in
-- 1 % of products (a walk) from one in 0.01 % (the trigram matches), the boundary at a million
-- products being 0.24 %. A thousand entries can. Suggestions search names, the catalogue
-- search_text.
ALTER TABLE products ALTER COLUMN name SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE products ALTER COLUMN search_text SET STATISTICS 1000;
