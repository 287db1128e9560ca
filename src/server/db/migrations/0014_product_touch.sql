-- A product's updated_at follows every change a visitor could see (the sitemap's lastmod), but
-- not a view being counted, which changes nothing on the page. Rows from before the column
-- existed get the latest date we kept for them.
UPDATE "products" SET "updated_at" = greatest("created_at", "last_reviewed_at");--> statement-breakpoint
CREATE FUNCTION "br_touch_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - '{view_count,updated_at}'::text[])
     IS DISTINCT FROM (to_jsonb(OLD) - '{view_count,updated_at}'::text[]) THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_touch" BEFORE UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION br_touch_product();
