CREATE TYPE "public"."media_kind" AS ENUM('photo', 'video');--> statement-breakpoint
CREATE TABLE "review_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"review_id" uuid,
	"kind" "media_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_media_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_photos_max";--> statement-breakpoint
ALTER TABLE "review_media" ADD CONSTRAINT "review_media_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_media" ADD CONSTRAINT "review_media_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_media_review_idx" ON "review_media" USING btree ("review_id","position");--> statement-breakpoint
CREATE INDEX "review_media_user_idx" ON "review_media" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "review_media_unattached_idx" ON "review_media" USING btree ("created_at") WHERE "review_media"."review_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_media_one_video_idx" ON "review_media" USING btree ("review_id") WHERE "review_media"."kind" = 'video';--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "photo_urls";--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "video_url";