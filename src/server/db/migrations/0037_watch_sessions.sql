-- Issue 46: each instance keeps a member's session and roles for a few seconds (plugins/viewer.ts),
-- so whatever ends or changes a session must reach every instance at once: sign-out and
-- revocation delete session rows, a password change writes the account and revokes sessions,
-- deletion removes the user, two-factor writes the user and two_factor. They are published on
-- "br_changes" as migration 0011's tables are: ids and owners only, never a token or a secret.
-- A failed second factor's count and lock change no session, so they alone tell no one.
--
-- br_watch puts migration 0011's three statement triggers on a table, so a table joining the
-- feed from now on takes one line.
CREATE FUNCTION "br_watch"(tbl text, id_col text, user_col text, product_col text, ignored text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  events text[][] := ARRAY[
    ['insert', 'INSERT', 'NEW TABLE AS new_rows'],
    ['update', 'UPDATE', 'NEW TABLE AS new_rows OLD TABLE AS old_rows'],
    ['delete', 'DELETE', 'OLD TABLE AS old_rows']
  ];
  e text[];
BEGIN
  FOREACH e SLICE 1 IN ARRAY events LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s
         FOR EACH STATEMENT EXECUTE FUNCTION br_publish_change(%L, %L, %L, %L)',
      tbl || '_published_' || e[1], e[2], tbl, e[3], id_col, user_col, product_col, ignored);
  END LOOP;
END
$$;--> statement-breakpoint
SELECT br_watch('session', 'id', 'user_id', '', '{}');--> statement-breakpoint
SELECT br_watch('user', 'id', 'id', '', '{}');--> statement-breakpoint
SELECT br_watch('account', 'id', 'user_id', '', '{}');--> statement-breakpoint
SELECT br_watch('two_factor', 'id', 'user_id', '', '{failed_verification_count,locked_until}');
