-- Issue 29: a member's verified service shows on every review they wrote, so a change to it is
-- heard through the change feed as migration 0011's tables are (ids and owners only).
DO $$
DECLARE
  w text[] := ARRAY['service_verifications', 'user_id', 'user_id', '', '{}'];
BEGIN
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION br_publish_change(%3$L, %4$L, %5$L, %6$L)',
    w[1] || '_published_insert', w[1], w[2], w[3], w[4], w[5]);
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER UPDATE ON %2$I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
       FOR EACH STATEMENT EXECUTE FUNCTION br_publish_change(%3$L, %4$L, %5$L, %6$L)',
    w[1] || '_published_update', w[1], w[2], w[3], w[4], w[5]);
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS old_rows
       FOR EACH STATEMENT EXECUTE FUNCTION br_publish_change(%3$L, %4$L, %5$L, %6$L)',
    w[1] || '_published_delete', w[1], w[2], w[3], w[4], w[5]);
END
$$;
--> statement-breakpoint
-- Reviews waiting before issue 29 get the signals a review now gets when written, but the
-- similar review (the next edit finds it): their links and their author's reviews of that day.
INSERT INTO "review_risk_signals" ("review_id", "link_count", "recent_reviews")
SELECT r.id,
  least(32767, (SELECT count(*) FROM regexp_matches(r.content, '(https?://|www\.)\S+', 'gi'))),
  least(32767, (SELECT count(*) FROM reviews o WHERE o.user_id = r.user_id AND o.id <> r.id
    AND o.created_at BETWEEN r.created_at - interval '24 hours' AND r.created_at))
FROM reviews r WHERE r.status = 'pending';
