CREATE TABLE "moderation_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"body" text NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_policies_version_unique" UNIQUE("version"),
	CONSTRAINT "moderation_policies_lengths" CHECK (char_length(version) between 1 and 20 and char_length(body) between 1 and 20000)
);
--> statement-breakpoint
ALTER TABLE "moderation_policies" ADD CONSTRAINT "moderation_policies_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_policies_published_idx" ON "moderation_policies" USING btree ("published_at" DESC NULLS LAST);