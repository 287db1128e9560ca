CREATE TABLE "flag_records" (
	"user_id" text PRIMARY KEY NOT NULL,
	"agreed" integer DEFAULT 0 NOT NULL,
	"disagreed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flag_records_counts" CHECK ("flag_records"."agreed" >= 0 and "flag_records"."disagreed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "review_risk_signals" ADD COLUMN "similar_product_id" uuid;--> statement-breakpoint
ALTER TABLE "flag_records" ADD CONSTRAINT "flag_records_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_risk_signals" ADD CONSTRAINT "review_risk_signals_similar_product_id_products_id_fk" FOREIGN KEY ("similar_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue 29: the queue reads a flagger's record as one row; it starts from the flags decided so far.
INSERT INTO "flag_records" ("user_id", "agreed", "disagreed")
SELECT user_id, count(*) FILTER (WHERE status = 'resolved'), count(*) FILTER (WHERE status = 'dismissed')
FROM "review_flags" WHERE status IN ('resolved', 'dismissed') GROUP BY user_id;
--> statement-breakpoint
UPDATE "review_risk_signals" s SET "similar_product_id" = r.product_id
FROM "reviews" r WHERE r.id = s.similar_review_id;
