ALTER TABLE "products" ADD COLUMN "picture" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "picture_source" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "picture_error" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "picture_attempted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_picture_due_idx" ON "products" USING btree ("picture_attempted_at" NULLS FIRST,"id") WHERE "products"."image_url" like 'http%' and "products"."image_url" is distinct from "products"."picture_source";