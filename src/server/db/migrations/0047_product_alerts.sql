ALTER TYPE "public"."notification_kind" ADD VALUE 'product_alert' BEFORE 'moderation_waiting';--> statement-breakpoint
ALTER TYPE "public"."notification_setting" ADD VALUE 'product_alert' BEFORE 'moderation_waiting';--> statement-breakpoint
CREATE TABLE "product_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"source" text,
	"batches" text,
	"posted_by" text,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"told_at" timestamp with time zone,
	CONSTRAINT "product_alerts_kind" CHECK ("product_alerts"."kind" in ('recall', 'counterfeit', 'safety', 'discontinued')),
	CONSTRAINT "product_alerts_lengths" CHECK (char_length("product_alerts"."text") <= 500 and char_length("product_alerts"."source") <= 2000 and char_length("product_alerts"."batches") <= 300)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "alerts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_posted_by_user_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_alerts_posted_idx" ON "product_alerts" USING btree ("posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_alerts_product_idx" ON "product_alerts" USING btree ("product_id","posted_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_alerts_array" CHECK (jsonb_typeof("products"."alerts") = 'array');