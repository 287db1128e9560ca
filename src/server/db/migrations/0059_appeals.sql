CREATE TYPE "public"."appeal_kind" AS ENUM('review', 'report', 'question', 'answer');--> statement-breakpoint
CREATE TYPE "public"."appeal_status" AS ENUM('open', 'upheld', 'reversed');--> statement-breakpoint
CREATE TYPE "public"."appealed_reason" AS ENUM('spam', 'off_topic', 'abusive', 'not_first_hand', 'undisclosed_connection', 'opsec', 'other');--> statement-breakpoint
CREATE TYPE "public"."appealed_state" AS ENUM('rejected', 'hidden');--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "appeal_kind" NOT NULL,
	"review_id" uuid,
	"report_id" uuid,
	"question_id" uuid,
	"answer_id" uuid,
	"user_id" text NOT NULL,
	"note" text NOT NULL,
	"decision_state" "appealed_state" NOT NULL,
	"decided_by" text,
	"decision_reason" "appealed_reason",
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"status" "appeal_status" DEFAULT 'open' NOT NULL,
	"reason" text,
	"settled_by" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeals_one_target" CHECK (num_nonnulls("appeals"."review_id", "appeals"."report_id", "appeals"."question_id", "appeals"."answer_id") = 1
        and ("appeals"."kind" <> 'review' or "appeals"."review_id" is not null)
        and ("appeals"."kind" <> 'report' or "appeals"."report_id" is not null)
        and ("appeals"."kind" <> 'question' or "appeals"."question_id" is not null)
        and ("appeals"."kind" <> 'answer' or "appeals"."answer_id" is not null)),
	CONSTRAINT "appeals_note_length" CHECK (char_length(note) between 10 and 1000),
	CONSTRAINT "appeals_settled" CHECK (("appeals"."status" = 'open') = ("appeals"."settled_at" is null) and ("appeals"."status" = 'open') = ("appeals"."reason" is null))
);
--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_report_id_review_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."review_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_settled_by_user_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_review_unique" ON "appeals" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_report_unique" ON "appeals" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_question_unique" ON "appeals" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_answer_unique" ON "appeals" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "appeals_status_created_idx" ON "appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "appeals_user_created_idx" ON "appeals" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at" DESC NULLS LAST);