-- Issue 49: a member's flag on a product's compliance claim reaches the admins' Standards tab
-- through the change feed, as review flags reach theirs (migration 0011; ids only).
DO $$
DECLARE
  w text[] := ARRAY['compliance_flags', 'id', '', '', '{}'];
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
