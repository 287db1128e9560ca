-- Issue 28: the header's bell hears of a member's new or newly read notifications through the
-- change feed, as migration 0011's tables are heard (ids and owners only; "many" past 50).
DO $$
DECLARE
  w text[] := ARRAY['notifications', 'id', 'user_id', '', '{}'];
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
