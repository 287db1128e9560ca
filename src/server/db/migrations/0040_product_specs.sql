ALTER TABLE "products" ADD COLUMN "spec_weight" real;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_volume" real;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_length" real;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_width" real;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_height" real;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_battery" real;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_water_resistance" real;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_runtime" real;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sized" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_spec_ranges" CHECK (spec_weight between 1 and 200000 and spec_volume between 0.1 and 500 and spec_length between 0.1 and 1000 and spec_width between 0.1 and 1000 and spec_height between 0.1 and 1000 and spec_battery between 1 and 1000000 and spec_water_resistance between 0.1 and 11000 and spec_runtime between 0.1 and 10000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sized" CHECK ("products"."sized" in ('footwear', 'apparel', 'pack', 'carrier', 'gloves', 'helmet'));