CREATE TYPE "public"."report_failure_mode" AS ENUM('strap', 'buckle', 'zipper', 'seam', 'fabric', 'sole', 'frame', 'coating', 'optics', 'electronics', 'battery', 'seal', 'other');--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "failure_mode" "report_failure_mode";--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "failure_detail" text;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "repaired" boolean;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_failure_mode_state" CHECK (failure_mode is null or state in ('failed', 'retired'));--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_failure_detail" CHECK ((failure_mode is not distinct from 'other') = (failure_detail is not null) and (failure_detail is null or char_length(failure_detail) between 1 and 60));--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_repaired" CHECK ("review_reports"."repaired" is null or "review_reports"."failure_mode" is not null);