-- Products and submissions stored before ASINs were kept: read the ASIN from the link, in the
-- shapes shared/amazon-url.ts reads (a link without one keeps a null ASIN).
UPDATE "products" SET "asin" = upper(substring("amazon_url" from '/(?:dp|gp/product|gp/aw/d|gp/offer-listing)/([A-Za-z0-9]{10})(?:[/?#]|$)'))
WHERE "asin" IS NULL AND "amazon_url" IS NOT NULL;--> statement-breakpoint
UPDATE "pending_products" SET "asin" = upper(substring("amazon_url" from '/(?:dp|gp/product|gp/aw/d|gp/offer-listing)/([A-Za-z0-9]{10})(?:[/?#]|$)'))
WHERE "asin" IS NULL;
