ALTER TABLE "pending_products" ADD COLUMN "asin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "asin" text;--> statement-breakpoint
CREATE INDEX "pending_products_asin_idx" ON "pending_products" USING btree ("asin","status");--> statement-breakpoint
CREATE INDEX "products_asin_idx" ON "products" USING btree ("asin");--> statement-breakpoint
ALTER TABLE "pending_products" ADD CONSTRAINT "pending_products_asin_format" CHECK ("pending_products"."asin" ~ '^[A-Z0-9]{10}$');--> statement-breakpoint
ALTER TABLE "pending_products" ADD CONSTRAINT "pending_products_url_length" CHECK (char_length("pending_products"."amazon_url") <= 2000 and char_length("pending_products"."image_url") <= 2000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_asin_format" CHECK ("products"."asin" ~ '^[A-Z0-9]{10}$');