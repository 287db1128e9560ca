CREATE TYPE "public"."branch" AS ENUM('army', 'navy', 'air_force', 'marines', 'coast_guard', 'space_force', 'veteran', 'family');--> statement-breakpoint
CREATE TYPE "public"."contact_status" AS ENUM('new', 'in_progress', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."flag_reason" AS ENUM('spam', 'inappropriate', 'misleading', 'off-topic', 'other');--> statement-breakpoint
CREATE TYPE "public"."flag_status" AS ENUM('pending', 'resolved', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."invitation_status" AS ENUM('pending', 'accepted', 'rejected', 'expired');--> statement-breakpoint
CREATE TYPE "public"."legal_document_type" AS ENUM('terms', 'privacy');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('admin', 'super_admin');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."vote_type" AS ENUM('upvote', 'downvote');--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"branch" "branch",
	"name" text NOT NULL,
	"reviewer_score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_name_length" CHECK (char_length("profiles"."name") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "terms_acceptance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"accepted_terms_version" text NOT NULL,
	"accepted_privacy_version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role" "role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "pending_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"price" numeric(8, 2) NOT NULL,
	"description" text NOT NULL,
	"amazon_url" text NOT NULL,
	"image_url" text,
	"user_id" text NOT NULL,
	"status" "submission_status" DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"product_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_products_name_length" CHECK (char_length("pending_products"."name") between 3 and 200),
	CONSTRAINT "pending_products_category_length" CHECK (char_length("pending_products"."category") between 1 and 100),
	CONSTRAINT "pending_products_price_range" CHECK ("pending_products"."price" between 0.01 and 999999.99),
	CONSTRAINT "pending_products_description_length" CHECK (char_length("pending_products"."description") between 20 and 5000)
);
--> statement-breakpoint
CREATE TABLE "product_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"amazon_url" text,
	"category" text NOT NULL,
	"price" numeric(8, 2) NOT NULL,
	"average_rating" numeric(4, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"battle_ready_index" smallint DEFAULT 0 NOT NULL,
	"top_branch" text DEFAULT 'All' NOT NULL,
	"durability" numeric(4, 2) DEFAULT 0 NOT NULL,
	"portability" numeric(4, 2) DEFAULT 0 NOT NULL,
	"cost_value" numeric(4, 2) DEFAULT 0 NOT NULL,
	"civilian_adaptation" numeric(4, 2) DEFAULT 0 NOT NULL,
	"overall_utility" numeric(4, 2) DEFAULT 0 NOT NULL,
	"last_reviewed_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_name_length" CHECK (char_length("products"."name") between 3 and 200),
	CONSTRAINT "products_description_length" CHECK (char_length("products"."description") between 20 and 5000),
	CONSTRAINT "products_category" CHECK ("products"."category" in ('deployment', 'training', 'barracks', 'tech', 'nutrition', 'daily')),
	CONSTRAINT "products_price_range" CHECK ("products"."price" between 0.01 and 999999.99),
	CONSTRAINT "products_rating_range" CHECK ("products"."average_rating" between 0 and 5),
	CONSTRAINT "products_bri_range" CHECK ("products"."battle_ready_index" between 0 and 100),
	CONSTRAINT "products_sub_scores_range" CHECK ("products"."durability" between 0 and 10 and "products"."portability" between 0 and 10 and "products"."cost_value" between 0 and 10 and "products"."civilian_adaptation" between 0 and 10 and "products"."overall_utility" between 0 and 10),
	CONSTRAINT "products_url_length" CHECK (char_length("products"."amazon_url") <= 2000 and char_length("products"."image_url") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "review_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"reason" "flag_reason" NOT NULL,
	"description" text,
	"status" "flag_status" DEFAULT 'pending' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_flags_review_user_unique" UNIQUE("review_id","user_id"),
	CONSTRAINT "review_flags_description_length" CHECK (char_length("review_flags"."description") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"vote_type" "vote_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_user_unique" UNIQUE("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"rating" smallint NOT NULL,
	"durability" smallint NOT NULL,
	"portability" smallint NOT NULL,
	"cost_value" smallint NOT NULL,
	"civilian_adaptation" smallint NOT NULL,
	"overall_utility" smallint NOT NULL,
	"pros" text[] DEFAULT '{}'::text[] NOT NULL,
	"cons" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_urls" text[],
	"video_url" text,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_title_length" CHECK (char_length("reviews"."title") between 1 and 200),
	CONSTRAINT "reviews_content_length" CHECK (char_length("reviews"."content") between 10 and 5000),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_scores_range" CHECK ("reviews"."durability" between 1 and 10 and "reviews"."portability" between 1 and 10 and "reviews"."cost_value" between 1 and 10 and "reviews"."civilian_adaptation" between 1 and 10 and "reviews"."overall_utility" between 1 and 10),
	CONSTRAINT "reviews_photos_max" CHECK (coalesce(cardinality("reviews"."photo_urls"), 0) <= 5),
	CONSTRAINT "reviews_votes_non_negative" CHECK ("reviews"."upvotes" >= 0 and "reviews"."downvotes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"invitation_code" text NOT NULL,
	"invited_by" text,
	"status" "invitation_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	CONSTRAINT "invitations_invitation_code_unique" UNIQUE("invitation_code"),
	CONSTRAINT "invitations_code_format" CHECK ("invitations"."invitation_code" ~ '^[A-Z2-9]{8}$'),
	CONSTRAINT "invitations_email_length" CHECK (char_length("invitations"."email") between 3 and 255)
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_type" "legal_document_type" NOT NULL,
	"version" text NOT NULL,
	"file_url" text NOT NULL,
	"uploaded_by" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_documents_version_length" CHECK (char_length("legal_documents"."version") between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "user_legal_agreements" (
	"user_id" text NOT NULL,
	"document_id" uuid NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_legal_agreements_user_id_document_id_pk" PRIMARY KEY("user_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_user_product_unique" UNIQUE("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "advisors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"years_of_service" integer,
	"bio" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"linkedin_url" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisors_years_range" CHECK ("advisors"."years_of_service" between 0 and 80)
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" text,
	"status" "contact_status" DEFAULT 'new' NOT NULL,
	"admin_notes" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_name_length" CHECK (char_length("contact_submissions"."name") between 1 and 100),
	CONSTRAINT "contact_email_length" CHECK (char_length("contact_submissions"."email") between 3 and 255),
	CONSTRAINT "contact_subject_length" CHECK (char_length("contact_submissions"."subject") between 1 and 200),
	CONSTRAINT "contact_message_length" CHECK (char_length("contact_submissions"."message") between 1 and 2000),
	CONSTRAINT "contact_resolution_consistent" CHECK (("contact_submissions"."status" = 'resolved') or ("contact_submissions"."resolved_by" is null and "contact_submissions"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limits_action_subject_pk" PRIMARY KEY("action","subject")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"setting_key" text PRIMARY KEY NOT NULL,
	"setting_value" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptance" ADD CONSTRAINT "terms_acceptance_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_products" ADD CONSTRAINT "pending_products_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_products" ADD CONSTRAINT "pending_products_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_products" ADD CONSTRAINT "pending_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_used_by_user_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_legal_agreements" ADD CONSTRAINT "user_legal_agreements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_legal_agreements" ADD CONSTRAINT "user_legal_agreements_document_id_legal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "terms_acceptance_user_idx" ON "terms_acceptance" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pending_products_status_idx" ON "pending_products" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pending_products_user_idx" ON "pending_products" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_views_product_idx" ON "product_views" USING btree ("product_id","viewed_at");--> statement-breakpoint
CREATE INDEX "products_bri_idx" ON "products" USING btree ("battle_ready_index" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("average_rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_category_bri_idx" ON "products" USING btree ("category","battle_ready_index" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category","average_rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price","id");--> statement-breakpoint
CREATE INDEX "products_last_reviewed_idx" ON "products" USING btree ("last_reviewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "review_flags_status_created_idx" ON "review_flags" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_votes_user_idx" ON "review_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_product_status_created_idx" ON "reviews" USING btree ("product_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_user_created_idx" ON "reviews" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitations_invited_by_idx" ON "invitations" USING btree ("invited_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitations_status_created_idx" ON "invitations" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "legal_documents_one_active_idx" ON "legal_documents" USING btree ("document_type") WHERE "legal_documents"."is_active";--> statement-breakpoint
CREATE INDEX "legal_documents_type_uploaded_idx" ON "legal_documents" USING btree ("document_type","uploaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wishlists_user_created_idx" ON "wishlists" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advisors_order_idx" ON "advisors" USING btree ("is_active","display_order");--> statement-breakpoint
CREATE INDEX "contact_created_idx" ON "contact_submissions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_status_idx" ON "contact_submissions" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");