DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("products"."name" || chr(10) || "products"."description")) STORED;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- A BEFORE trigger sees a stored generated column still unset (null) in NEW, so migration
-- 0014's comparison would find every update a visible change. The search text follows name
-- and description, which the comparison already covers.
CREATE OR REPLACE FUNCTION "br_touch_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - '{view_count,updated_at,search_text}'::text[])
     IS DISTINCT FROM (to_jsonb(OLD) - '{view_count,updated_at,search_text}'::text[]) THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;
