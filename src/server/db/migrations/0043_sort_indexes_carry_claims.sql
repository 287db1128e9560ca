DROP INDEX "products_bri_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_category_bri_idx";--> statement-breakpoint
DROP INDEX "products_category_rating_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_durability_idx";--> statement-breakpoint
DROP INDEX "products_category_durability_idx";--> statement-breakpoint
CREATE INDEX "products_bri_idx" ON "products" USING btree ("battle_ready_index" DESC NULLS LAST,"id","spec_weight","spec_volume");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("average_rating" DESC NULLS LAST,"id","spec_weight","spec_volume");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id","spec_weight","spec_volume");--> statement-breakpoint
CREATE INDEX "products_category_bri_idx" ON "products" USING btree ("category","battle_ready_index" DESC NULLS LAST,"id","spec_weight","spec_volume");--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category","average_rating" DESC NULLS LAST,"id","spec_weight","spec_volume");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price","id","spec_weight","spec_volume");--> statement-breakpoint
CREATE INDEX "products_durability_idx" ON "products" USING btree ("survival_12_months" DESC NULLS LAST,"field_tested_count" DESC NULLS LAST,"id","spec_weight","spec_volume");--> statement-breakpoint
CREATE INDEX "products_category_durability_idx" ON "products" USING btree ("category","survival_12_months" DESC NULLS LAST,"field_tested_count" DESC NULLS LAST,"id","spec_weight","spec_volume");