CREATE TYPE "public"."service_affiliation" AS ENUM('active_duty', 'veteran', 'military_family', 'service_member');--> statement-breakpoint
CREATE TYPE "public"."verification_method" AS ENUM('oidc', 'mil_email');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'review_hidden' BEFORE 'moderation_waiting';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'verification' BEFORE 'moderation_waiting';--> statement-breakpoint
ALTER TYPE "public"."notification_setting" ADD VALUE 'review_hidden' BEFORE 'moderation_waiting';--> statement-breakpoint
ALTER TYPE "public"."notification_setting" ADD VALUE 'verification' BEFORE 'moderation_waiting';--> statement-breakpoint
CREATE TABLE "mil_email_codes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_risk_signals" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"similar_review_id" uuid,
	"similarity" real,
	"link_count" smallint DEFAULT 0 NOT NULL,
	"recent_reviews" smallint DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_verifications" (
	"user_id" text PRIMARY KEY NOT NULL,
	"affiliation" "service_affiliation" NOT NULL,
	"method" "verification_method" NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "service_verifications_expiry" CHECK ("service_verifications"."expires_at" > "service_verifications"."verified_at")
);
--> statement-breakpoint
CREATE TABLE "verification_oidc_flows" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "verified_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by_flags_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mil_email_codes" ADD CONSTRAINT "mil_email_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_risk_signals" ADD CONSTRAINT "review_risk_signals_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_risk_signals" ADD CONSTRAINT "review_risk_signals_similar_review_id_reviews_id_fk" FOREIGN KEY ("similar_review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_verifications" ADD CONSTRAINT "service_verifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_oidc_flows" ADD CONSTRAINT "verification_oidc_flows_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mil_email_codes_expires_idx" ON "mil_email_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "service_verifications_expires_idx" ON "service_verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verification_oidc_flows_user_idx" ON "verification_oidc_flows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_oidc_flows_expires_idx" ON "verification_oidc_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "review_flags_user_status_idx" ON "review_flags" USING btree ("user_id","status");