CREATE TABLE "product_view_days" (
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "product_view_days_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
DROP INDEX "rate_limits_window_idx";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Rows from before this column do not say their window; a day is the longest any limit has.
UPDATE "rate_limits" SET "expires_at" = "window_start" + interval '1 day';--> statement-breakpoint
ALTER TABLE "rate_limits" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_view_days" ADD CONSTRAINT "product_view_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");