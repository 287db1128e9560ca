-- Issue 28: reviews approved before publication was recorded count as published when written,
-- so no Gear Kit is told of them as new when an edit of one is approved again.
UPDATE "reviews" SET "published_at" = "created_at" WHERE "status" = 'approved' AND "published_at" IS NULL;
