ALTER TABLE "review_flags" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "review_flags" ADD COLUMN "network_hash" text;--> statement-breakpoint
ALTER TABLE "review_revisions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_revisions" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "restored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_revisions" ADD CONSTRAINT "review_revisions_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;