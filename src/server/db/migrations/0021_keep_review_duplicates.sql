-- Issue 27: one review per member and product. What members wrote before the rule is kept, not
-- deleted: of a member's reviews of one product, the earliest holds their one place (the unique
-- index of migration 0022) and each later one is marked duplicate_kept, which leaves it outside
-- that index and otherwise as it was (shown, counted, editable). The notice counts them; the
-- README says how an operator lists them.
DO $$
DECLARE
  kept integer;
  pairs integer;
BEGIN
  UPDATE "reviews" SET "duplicate_kept" = true
  WHERE "id" IN (
    SELECT "id" FROM (
      SELECT "id", row_number() OVER (
        PARTITION BY "user_id", "product_id" ORDER BY "created_at", "id"
      ) AS "place"
      FROM "reviews"
    ) AS "ranked"
    WHERE "place" > 1
  );
  GET DIAGNOSTICS kept = ROW_COUNT;
  IF kept > 0 THEN
    SELECT count(DISTINCT ("user_id", "product_id")) INTO pairs
    FROM "reviews" WHERE "duplicate_kept";
    RAISE NOTICE 'one review per member and product: % later reviews kept and marked reviews.duplicate_kept (member-product pairs with more than one: %)', kept, pairs;
  END IF;
END
$$;
