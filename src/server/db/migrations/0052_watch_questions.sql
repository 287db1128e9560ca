-- Issue 50: questions and answers reach the change feed as reviews do (migration 0011, through
-- migration 0037's br_watch): a change drops its product's question lists and tells the
-- Questions tabs, and a flag reaches the admins' tab.
SELECT br_watch('questions', 'id', 'user_id', 'product_id', '{}');--> statement-breakpoint
SELECT br_watch('answers', 'id', 'user_id', 'product_id', '{}');--> statement-breakpoint
SELECT br_watch('qa_flags', 'id', '', '', '{}');
