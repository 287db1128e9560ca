-- Issue 14: cached review lists show reviewers' names, branches and scores and reviews' photos,
-- so changes to profiles and review_media are published on "br_changes" like migration
-- 0011's tables (ids only). The live-update hub tells no browser about them (audience.ts);
-- they only drop cached answers (features/events/cache-tags.ts).
DO $$
DECLARE
  watched text[][] := ARRAY[
    ['profiles', 'user_id', 'user_id', '', '{}'],
    ['review_media', 'id', 'user_id', '', '{}']
  ];
  w text[];
BEGIN
  FOREACH w SLICE 1 IN ARRAY watched LOOP
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
  END LOOP;
END
$$;
