-- Issue 14: the per-row insert and delete triggers of migration 0003 rewrote the category's
-- count row once per product, so a bulk load left one dead version of it per row (42 MB
-- after a million, and a slow default page until VACUUM). Statement triggers with transition
-- tables write each category's row once per statement. A change of category stays a row
-- trigger: it is rare, and a column list (UPDATE OF category) cannot have transition tables.
DROP TRIGGER products_category_counts_insert_delete ON products;
--> statement-breakpoint
CREATE FUNCTION product_category_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_category_counts (category, product_count)
    SELECT category, count(*) FROM added_rows GROUP BY category
  ON CONFLICT (category) DO UPDATE
    SET product_count = product_category_counts.product_count + EXCLUDED.product_count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION product_category_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_category_counts c SET product_count = c.product_count - r.n
    FROM (SELECT category, count(*) AS n FROM removed_rows GROUP BY category) r
   WHERE c.category = r.category;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_category_counts_insert
  AFTER INSERT ON products REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_category_counts_added();
--> statement-breakpoint
CREATE TRIGGER products_category_counts_delete
  AFTER DELETE ON products REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_category_counts_removed();
