-- Live updates (issue 7): after each committed change to a watched table, one notification on
-- channel "br_changes" per statement, whatever code path made it (cascades included). NOTIFY
-- inside a transaction is delivered only at commit, and not at all on rollback, so listeners
-- hear exactly what was committed. The payload names the table and the ids concerned — the
-- rows' own ids, and where the table has them their owners' and products' ids — never any
-- other column. More than 50 distinct ids of a kind become null: "many", so the payload stays
-- far below NOTIFY's 8000-byte limit.
--
-- Trigger arguments: id column, owner column ('' for none), product column ('' for none),
-- columns whose change alone is not worth telling anyone about (a product's view count).
CREATE FUNCTION "br_publish_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  id_col text := TG_ARGV[0];
  user_col text := nullif(TG_ARGV[1], '');
  product_col text := nullif(TG_ARGV[2], '');
  ignored text[] := TG_ARGV[3]::text[];
  changed text;
  agg text;
  found record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := 'SELECT * FROM new_rows';
  ELSIF TG_OP = 'DELETE' THEN
    changed := 'SELECT * FROM old_rows';
  ELSE
    changed := format(
      'SELECT nr.* FROM new_rows nr JOIN old_rows orw USING (%1$I)
         WHERE (to_jsonb(nr) - %2$L::text[]) IS DISTINCT FROM (to_jsonb(orw) - %2$L::text[])
       UNION ALL
       SELECT orw.* FROM new_rows nr JOIN old_rows orw USING (%1$I)
         WHERE (to_jsonb(nr) - %2$L::text[]) IS DISTINCT FROM (to_jsonb(orw) - %2$L::text[])',
      id_col, ignored);
  END IF;
  agg := '(SELECT CASE WHEN count(DISTINCT %1$I) <= 50 THEN coalesce(json_agg(DISTINCT %1$I) FILTER (WHERE %1$I IS NOT NULL), ''[]'') END FROM c)';
  EXECUTE 'WITH c AS (' || changed || ') SELECT (SELECT count(*) FROM c) AS n, '
    || format(agg, id_col) || ' AS ids, '
    || CASE WHEN user_col IS NULL THEN 'NULL::json' ELSE format(agg, user_col) END || ' AS users, '
    || CASE WHEN product_col IS NULL THEN 'NULL::json' ELSE format(agg, product_col) END || ' AS products'
  INTO found;
  IF found.n > 0 THEN
    PERFORM pg_notify('br_changes', json_build_object(
      't', TG_TABLE_NAME,
      'ids', found.ids,
      'u', CASE WHEN user_col IS NULL THEN '[]'::json ELSE found.users END,
      'p', CASE WHEN product_col IS NULL THEN '[]'::json ELSE found.products END
    )::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Transition tables allow one event per trigger, so each table gets three.
DO $$
DECLARE
  watched text[][] := ARRAY[
    ['wishlists', 'id', 'user_id', 'product_id', '{}'],
    ['contact_submissions', 'id', '', '', '{}'],
    ['products', 'id', '', 'id', '{view_count}'],
    ['reviews', 'id', 'user_id', 'product_id', '{}'],
    ['review_flags', 'id', '', '', '{}'],
    ['advisors', 'id', '', '', '{}'],
    ['site_settings', 'setting_key', '', '', '{}'],
    ['invitations', 'id', 'invited_by', '', '{}'],
    ['pending_products', 'id', 'user_id', '', '{}'],
    ['legal_documents', 'id', '', '', '{}'],
    ['user_roles', 'user_id', 'user_id', '', '{}']
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
