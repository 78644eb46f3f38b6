ALTER TABLE "hotel"."sandbox_payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "hotel"."sandbox_payments" ADD COLUMN "succeed_after" timestamp with time zone;