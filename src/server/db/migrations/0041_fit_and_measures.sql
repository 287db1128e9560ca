-- Issue 48: what reviews and field reports say of fit and measures, the figures products keep of them, and the claims a submission offers. (products_sized is unchanged but for how drizzle now writes it.)
CREATE TYPE "public"."fit_verdict" AS ENUM('small', 'true', 'large');--> statement-breakpoint
CREATE TYPE "public"."fit_width" AS ENUM('narrow', 'normal', 'wide');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "measured_specs" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit_counts" jsonb;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "measured" jsonb;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "size_worn" text;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "fit" "fit_verdict";--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "width" "fit_width";--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "benchmark" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "measured" jsonb;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "size_worn" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "fit" "fit_verdict";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "width" "fit_width";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "benchmark" text;--> statement-breakpoint
ALTER TABLE "pending_products" ADD COLUMN "spec_weight" real;--> statement-breakpoint
ALTER TABLE "pending_products" ADD COLUMN "spec_volume" real;--> statement-breakpoint
ALTER TABLE "pending_products" ADD COLUMN "spec_length" real;--> statement-breakpoint
ALTER TABLE "pending_products" ADD COLUMN "spec_width" real;--> statement-breakpoint
ALTER TABLE "pending_products" ADD COLUMN "spec_height" real;--> statement-breakpoint
ALTER TABLE "pending_products" ADD COLUMN "spec_battery" real;--> statement-breakpoint
ALTER TABLE "pending_products" ADD COLUMN "spec_water_resistance" real;--> statement-breakpoint
ALTER TABLE "pending_products" ADD COLUMN "spec_runtime" real;--> statement-breakpoint
ALTER TABLE "pending_products" ADD COLUMN "sized" text;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_fit_lengths" CHECK (char_length(size_worn) between 1 and 20 and char_length(benchmark) between 1 and 60);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_fit_lengths" CHECK (char_length(size_worn) between 1 and 20 and char_length(benchmark) between 1 and 60);--> statement-breakpoint
ALTER TABLE "pending_products" ADD CONSTRAINT "pending_products_spec_ranges" CHECK (spec_weight between 1 and 200000 and spec_volume between 0.1 and 500 and spec_length between 0.1 and 1000 and spec_width between 0.1 and 1000 and spec_height between 0.1 and 1000 and spec_battery between 1 and 1000000 and spec_water_resistance between 0.1 and 11000 and spec_runtime between 0.1 and 10000);--> statement-breakpoint
ALTER TABLE "pending_products" ADD CONSTRAINT "pending_products_sized" CHECK (sized in ('footwear', 'apparel', 'pack', 'carrier', 'gloves', 'helmet'));