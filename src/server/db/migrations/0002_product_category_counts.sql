CREATE TABLE "product_category_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL
);
