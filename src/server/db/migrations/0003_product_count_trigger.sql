-- Keeps product_category_counts exact on every insert, delete and change of category, so
-- counting the catalogue never scans the products table.
CREATE OR REPLACE FUNCTION product_category_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_category_counts (category, product_count) VALUES (NEW.category, 1)
    ON CONFLICT (category) DO UPDATE SET product_count = product_category_counts.product_count + 1;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE product_category_counts SET product_count = product_count - 1 WHERE category = OLD.category;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_category_counts_insert_delete
  AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION product_category_counts_sync();
--> statement-breakpoint
CREATE TRIGGER products_category_counts_update
  AFTER UPDATE OF category ON products
  FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category)
  EXECUTE FUNCTION product_category_counts_sync();
--> statement-breakpoint
INSERT INTO product_category_counts (category, product_count)
  SELECT category, count(*) FROM products GROUP BY category
  ON CONFLICT (category) DO UPDATE SET product_count = EXCLUDED.product_count;
