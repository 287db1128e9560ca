CREATE TABLE "verification_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_hash" text NOT NULL,
	"user_id" text,
	"method" "verification_method" NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "verification_identities_revoked_released" CHECK ("verification_identities"."revoked_at" is null or "verification_identities"."released_at" is not null),
	CONSTRAINT "verification_identities_held_member" CHECK ("verification_identities"."released_at" is not null or "verification_identities"."user_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "mil_email_codes" ADD COLUMN "identity_hash" text;--> statement-breakpoint
ALTER TABLE "verification_identities" ADD CONSTRAINT "verification_identities_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_identities_held_idx" ON "verification_identities" USING btree ("identity_hash") WHERE "verification_identities"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_identities_member_held_idx" ON "verification_identities" USING btree ("user_id") WHERE "verification_identities"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_identities_link_idx" ON "verification_identities" USING btree ("identity_hash","user_id");--> statement-breakpoint
CREATE INDEX "verification_identities_user_idx" ON "verification_identities" USING btree ("user_id");