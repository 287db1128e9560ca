ALTER TABLE "products" ADD COLUMN "survival_estimate" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "survival_12_months" real;--> statement-breakpoint
CREATE INDEX "products_durability_idx" ON "products" USING btree ("survival_12_months" DESC NULLS LAST,"field_tested_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_category_durability_idx" ON "products" USING btree ("category","survival_12_months" DESC NULLS LAST,"field_tested_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_field_tested_bri_idx" ON "products" USING btree ("battle_ready_index" DESC NULLS LAST,"id") WHERE "products"."field_tested_count" > 0;--> statement-breakpoint
CREATE INDEX "products_field_tested_rating_idx" ON "products" USING btree ("average_rating" DESC NULLS LAST,"id") WHERE "products"."field_tested_count" > 0;--> statement-breakpoint
CREATE INDEX "products_field_tested_price_idx" ON "products" USING btree ("price","id") WHERE "products"."field_tested_count" > 0;--> statement-breakpoint
CREATE INDEX "review_reports_product_approved_idx" ON "review_reports" USING btree ("product_id") WHERE "review_reports"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_survival_range" CHECK ("products"."survival_12_months" between 0 and 1);