CREATE TYPE "public"."maker_connection" AS ENUM('employee', 'affiliate', 'sponsored');--> statement-breakpoint
CREATE TYPE "public"."review_obtained" AS ENUM('bought', 'issued', 'free', 'discounted', 'borrowed');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "obtained_counts" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "without_incentives" jsonb;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "obtained" "review_obtained";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "connection" "maker_connection";