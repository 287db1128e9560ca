CREATE TYPE "public"."report_state" AS ENUM('in_service', 'retired', 'failed', 'lost');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'report_nudge' BEFORE 'moderation_waiting';--> statement-breakpoint
ALTER TYPE "public"."notification_setting" ADD VALUE 'report_nudge' BEFORE 'moderation_waiting';--> statement-breakpoint
CREATE TABLE "review_report_nudges" (
	"review_id" uuid NOT NULL,
	"months" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_report_nudges_review_id_months_pk" PRIMARY KEY("review_id","months")
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"months_owned" smallint NOT NULL,
	"state" "report_state" NOT NULL,
	"content" text NOT NULL,
	"durability" smallint,
	"portability" smallint,
	"cost_value" smallint,
	"civilian_adaptation" smallint,
	"overall_utility" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "review_reports_months_range" CHECK ("review_reports"."months_owned" between 1 and 600),
	CONSTRAINT "review_reports_content_length" CHECK (char_length("review_reports"."content") between 10 and 2000),
	CONSTRAINT "review_reports_scores" CHECK ((durability is null and portability is null and cost_value is null and civilian_adaptation is null and overall_utility is null) or (durability between 1 and 10 and portability between 1 and 10 and cost_value between 1 and 10 and civilian_adaptation between 1 and 10 and overall_utility between 1 and 10))
);
--> statement-breakpoint
CREATE TABLE "review_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" "review_status" NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"rating" smallint NOT NULL,
	"durability" smallint NOT NULL,
	"portability" smallint NOT NULL,
	"cost_value" smallint NOT NULL,
	"civilian_adaptation" smallint NOT NULL,
	"overall_utility" smallint NOT NULL,
	"pros" text[] NOT NULL,
	"cons" text[] NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_revisions_review_version_unique" UNIQUE("review_id","version")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "field_tested_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "longest_owned_months" smallint;--> statement-breakpoint
ALTER TABLE "review_flags" ADD COLUMN "report_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "field_tested_months" smallint;--> statement-breakpoint
ALTER TABLE "review_report_nudges" ADD CONSTRAINT "review_report_nudges_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_revisions" ADD CONSTRAINT "review_revisions_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_reports_review_created_idx" ON "review_reports" USING btree ("review_id","created_at");--> statement-breakpoint
CREATE INDEX "review_reports_status_created_idx" ON "review_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_reports_user_idx" ON "review_reports" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_report_id_review_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."review_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 30: field reports are heard through the change feed as reviews are (ids, owners and
-- products only), so a product's readers and the moderators hear of them.
DO $$
DECLARE
  w text[] := ARRAY['review_reports', 'id', 'user_id', 'product_id', '{}'];
BEGIN
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION br_publish_change(%3$L, %4$L, %5$L, %6$L)',
    w[1] || '_published_insert', w[1], w[2], w[3], w[4], w[5]);
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER UPDATE ON %2$I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
       FOR EACH STATEMENT EXECUTE FUNCTION br_publish_change(%3$L, %4$L, %5$L, %6$L)',
    w[1] || '_published_update', w[1], w[2], w[3], w[4], w[5]);
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS old_rows
       FOR EACH STATEMENT EXECUTE FUNCTION br_publish_change(%3$L, %4$L, %5$L, %6$L)',
    w[1] || '_published_delete', w[1], w[2], w[3], w[4], w[5]);
END
$$;
