ALTER TYPE "public"."notification_kind" ADD VALUE 'question_for_owner' BEFORE 'moderation_waiting';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'question_answered' BEFORE 'moderation_waiting';--> statement-breakpoint
ALTER TYPE "public"."notification_setting" ADD VALUE 'question_for_owner' BEFORE 'moderation_waiting';--> statement-breakpoint
ALTER TYPE "public"."notification_setting" ADD VALUE 'question_answered' BEFORE 'moderation_waiting';--> statement-breakpoint
CREATE TABLE "answer_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"vote_type" "vote_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_votes_answer_user_unique" UNIQUE("answer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"hidden_by_flags_at" timestamp with time zone,
	"restored_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "answers_text_length" CHECK (char_length(text) between 10 and 2000),
	CONSTRAINT "answers_votes_non_negative" CHECK ("answers"."upvotes" >= 0 and "answers"."downvotes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "owner_asks" (
	"question_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_asks_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "qa_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid,
	"answer_id" uuid,
	"target_id" uuid GENERATED ALWAYS AS (coalesce(answer_id, question_id)) STORED NOT NULL,
	"user_id" text NOT NULL,
	"reason" "flag_reason" NOT NULL,
	"description" text,
	"network_hash" text,
	"status" "flag_status" DEFAULT 'pending' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_flags_one_target" CHECK (num_nonnulls(question_id, answer_id) = 1),
	CONSTRAINT "qa_flags_description_length" CHECK (char_length("qa_flags"."description") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "qa_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid,
	"answer_id" uuid,
	"target_id" uuid GENERATED ALWAYS AS (coalesce(answer_id, question_id)) STORED NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_revisions_version_unique" UNIQUE("target_id","version"),
	CONSTRAINT "qa_revisions_one_target" CHECK (num_nonnulls(question_id, answer_id) = 1)
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"hidden_by_flags_at" timestamp with time zone,
	"restored_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"useful" integer DEFAULT 0 NOT NULL,
	"accepted_answer_id" uuid,
	"owners_asked_at" timestamp with time zone,
	CONSTRAINT "questions_text_length" CHECK (char_length(text) between 10 and 300),
	CONSTRAINT "questions_counts_non_negative" CHECK ("questions"."answer_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "answer_votes" ADD CONSTRAINT "answer_votes_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_votes" ADD CONSTRAINT "answer_votes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_asks" ADD CONSTRAINT "owner_asks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_asks" ADD CONSTRAINT "owner_asks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_flags" ADD CONSTRAINT "qa_flags_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_flags" ADD CONSTRAINT "qa_flags_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_flags" ADD CONSTRAINT "qa_flags_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_flags" ADD CONSTRAINT "qa_flags_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_revisions" ADD CONSTRAINT "qa_revisions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_revisions" ADD CONSTRAINT "qa_revisions_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_accepted_answer_id_answers_id_fk" FOREIGN KEY ("accepted_answer_id") REFERENCES "public"."answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_votes_user_idx" ON "answer_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "answers_question_status_idx" ON "answers" USING btree ("question_id","status");--> statement-breakpoint
CREATE INDEX "answers_user_created_idx" ON "answers" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "answers_status_updated_idx" ON "answers" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "owner_asks_user_asked_idx" ON "owner_asks" USING btree ("user_id","asked_at");--> statement-breakpoint
CREATE INDEX "owner_asks_asked_idx" ON "owner_asks" USING btree ("asked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_flags_open_per_user_idx" ON "qa_flags" USING btree ("target_id","user_id") WHERE "qa_flags"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "qa_flags_target_status_idx" ON "qa_flags" USING btree ("target_id","status");--> statement-breakpoint
CREATE INDEX "qa_flags_status_created_idx" ON "qa_flags" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qa_flags_user_status_idx" ON "qa_flags" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "questions_product_useful_idx" ON "questions" USING btree ("product_id","status","useful" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "questions_product_newest_idx" ON "questions" USING btree ("product_id","status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "questions_user_created_idx" ON "questions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questions_status_updated_idx" ON "questions" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "questions_text_trgm_idx" ON "questions" USING gin ("text" gin_trgm_ops) WHERE "questions"."status" = 'approved';