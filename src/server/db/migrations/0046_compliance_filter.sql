-- Issue 49: what the catalogue filters on and the dashboard counts, read from the claims as
-- written. Immutable: each reads only its argument, and a checked day is always 'YYYY-MM-DD',
-- which reads the same under any DateStyle.
CREATE FUNCTION compliance_standards(claims jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN nullif(array(select c->>'standard' from jsonb_array_elements(claims) c order by 1), '{}');--> statement-breakpoint
CREATE FUNCTION compliance_oldest_check(claims jsonb) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (select min((c->>'checkedAt')::date) from jsonb_array_elements(claims) c
    where c->>'status' = 'checked');--> statement-breakpoint
CREATE TABLE "product_standard_counts" (
	"category" text NOT NULL,
	"standard" text NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_standard_counts_standard_category_pk" PRIMARY KEY("standard","category")
);
--> statement-breakpoint
DROP INDEX "products_bri_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_category_bri_idx";--> statement-breakpoint
DROP INDEX "products_category_rating_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_durability_idx";--> statement-breakpoint
DROP INDEX "products_category_durability_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "compliance_standards" text[] GENERATED ALWAYS AS (compliance_standards("products"."compliance")) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "compliance_checked_on" date GENERATED ALWAYS AS (compliance_oldest_check("products"."compliance")) STORED;--> statement-breakpoint
CREATE INDEX "products_compliance_standards_idx" ON "products" USING gin ("compliance_standards");--> statement-breakpoint
CREATE INDEX "products_compliance_checked_on_idx" ON "products" USING btree ("compliance_checked_on") WHERE "products"."compliance_checked_on" is not null;--> statement-breakpoint
CREATE INDEX "products_bri_idx" ON "products" USING btree ("battle_ready_index" DESC NULLS LAST,"id","spec_weight","spec_volume","compliance_standards");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("average_rating" DESC NULLS LAST,"id","spec_weight","spec_volume","compliance_standards");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id","spec_weight","spec_volume","compliance_standards");--> statement-breakpoint
CREATE INDEX "products_category_bri_idx" ON "products" USING btree ("category","battle_ready_index" DESC NULLS LAST,"id","spec_weight","spec_volume","compliance_standards");--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category","average_rating" DESC NULLS LAST,"id","spec_weight","spec_volume","compliance_standards");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price","id","spec_weight","spec_volume","compliance_standards");--> statement-breakpoint
CREATE INDEX "products_durability_idx" ON "products" USING btree ("survival_12_months" DESC NULLS LAST,"field_tested_count" DESC NULLS LAST,"id","spec_weight","spec_volume","compliance_standards");--> statement-breakpoint
CREATE INDEX "products_category_durability_idx" ON "products" USING btree ("category","survival_12_months" DESC NULLS LAST,"field_tested_count" DESC NULLS LAST,"id","spec_weight","spec_volume","compliance_standards");--> statement-breakpoint
-- The counts the catalogue totals one standard by, as migration 0015 keeps categories': once
-- per statement for inserts and deletes, per row for the rare change of claims or category.
CREATE FUNCTION product_standard_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_standard_counts (standard, category, product_count)
    SELECT s.standard, r.category, count(*)
      FROM added_rows r CROSS JOIN LATERAL unnest(r.compliance_standards) AS s(standard)
     GROUP BY 1, 2
  ON CONFLICT (standard, category) DO UPDATE
    SET product_count = product_standard_counts.product_count + EXCLUDED.product_count;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION product_standard_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_standard_counts c SET product_count = c.product_count - r.n
    FROM (SELECT s.standard, o.category, count(*) AS n
            FROM removed_rows o CROSS JOIN LATERAL unnest(o.compliance_standards) AS s(standard)
           GROUP BY 1, 2) r
   WHERE c.standard = r.standard AND c.category = r.category;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION product_standard_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_standard_counts c SET product_count = c.product_count - 1
   WHERE c.category = OLD.category AND c.standard = ANY (OLD.compliance_standards);
  INSERT INTO product_standard_counts (standard, category, product_count)
    SELECT s.standard, NEW.category, 1 FROM unnest(NEW.compliance_standards) AS s(standard)
  ON CONFLICT (standard, category) DO UPDATE
    SET product_count = product_standard_counts.product_count + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_standard_counts_insert
  AFTER INSERT ON products REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_standard_counts_added();--> statement-breakpoint
CREATE TRIGGER products_standard_counts_delete
  AFTER DELETE ON products REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_standard_counts_removed();--> statement-breakpoint
CREATE TRIGGER products_standard_counts_update
  AFTER UPDATE OF compliance, category ON products FOR EACH ROW
  WHEN (OLD.compliance_standards IS DISTINCT FROM NEW.compliance_standards
        OR OLD.category IS DISTINCT FROM NEW.category)
  EXECUTE FUNCTION product_standard_counts_changed();--> statement-breakpoint
INSERT INTO product_standard_counts (standard, category, product_count)
  SELECT s.standard, p.category, count(*)
    FROM products p CROSS JOIN LATERAL unnest(p.compliance_standards) AS s(standard)
   GROUP BY 1, 2;
