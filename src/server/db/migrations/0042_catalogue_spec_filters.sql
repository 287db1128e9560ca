CREATE INDEX "products_spec_weight_idx" ON "products" USING btree ("spec_weight");--> statement-breakpoint
CREATE INDEX "products_category_spec_weight_idx" ON "products" USING btree ("category","spec_weight");--> statement-breakpoint
CREATE INDEX "products_spec_volume_idx" ON "products" USING btree ("spec_volume");