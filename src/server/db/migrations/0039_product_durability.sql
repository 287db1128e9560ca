CREATE TABLE "product_survival" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"owners" integer NOT NULL,
	"estimate" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "survival_12_months" real;--> statement-breakpoint
ALTER TABLE "product_survival" ADD CONSTRAINT "product_survival_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_durability_idx" ON "products" USING btree ("survival_12_months" DESC NULLS LAST,"field_tested_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_category_durability_idx" ON "products" USING btree ("category","survival_12_months" DESC NULLS LAST,"field_tested_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_field_tested_bri_idx" ON "products" USING btree ("battle_ready_index" DESC NULLS LAST,"id") WHERE "products"."field_tested_count" > 0;--> statement-breakpoint
CREATE INDEX "products_field_tested_rating_idx" ON "products" USING btree ("average_rating" DESC NULLS LAST,"id") WHERE "products"."field_tested_count" > 0;--> statement-breakpoint
CREATE INDEX "products_field_tested_price_idx" ON "products" USING btree ("price","id") WHERE "products"."field_tested_count" > 0;--> statement-breakpoint
CREATE INDEX "review_reports_product_approved_idx" ON "review_reports" USING btree ("product_id") WHERE "review_reports"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_survival_range" CHECK ("products"."survival_12_months" between 0 and 1);--> statement-breakpoint
-- Issue 47: a product's survival estimate is heard through the change feed as the product is,
-- so its cached answers go and its readers' pages ask again (product ids only).
SELECT br_watch('product_survival', 'product_id', '', 'product_id', '{}');
