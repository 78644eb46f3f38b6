ALTER TABLE "hotel"."inventory" ADD COLUMN "on_sale" integer;--> statement-breakpoint
ALTER TABLE "hotel"."nightly_rates" ADD COLUMN "closed_arrival" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel"."nightly_rates" ADD COLUMN "closed_departure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel"."nightly_rates" ADD COLUMN "max_stay" integer;--> statement-breakpoint
ALTER TABLE "hotel"."inventory" ADD CONSTRAINT "inventory_on_sale" CHECK ("hotel"."inventory"."on_sale" IS NULL OR ("hotel"."inventory"."on_sale" >= 0 AND "hotel"."inventory"."on_sale" <= "hotel"."inventory"."total"));--> statement-breakpoint
ALTER TABLE "hotel"."nightly_rates" ADD CONSTRAINT "nightly_rates_max_stay" CHECK ("hotel"."nightly_rates"."max_stay" IS NULL OR ("hotel"."nightly_rates"."max_stay" BETWEEN 1 AND 30 AND "hotel"."nightly_rates"."max_stay" >= "hotel"."nightly_rates"."min_stay"));