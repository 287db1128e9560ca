-- Products and submissions stored before ASINs were kept: read the ASIN from the link, in the
-- path shapes shared/amazon-url.ts reads, in any letter case (a link without one keeps null).
UPDATE "products" SET "asin" = upper(substring("amazon_url" from '(?i)/(?:dp|gp/product|gp/aw/d|gp/offer-listing|exec/obidos/asin)/([a-z0-9]{10})(?:[/?#]|$)'))
WHERE "asin" IS NULL AND "amazon_url" IS NOT NULL;--> statement-breakpoint
UPDATE "pending_products" SET "asin" = upper(substring("amazon_url" from '(?i)/(?:dp|gp/product|gp/aw/d|gp/offer-listing|exec/obidos/asin)/([a-z0-9]{10})(?:[/?#]|$)'))
WHERE "asin" IS NULL;
