ALTER TABLE "hotel"."guest_requests" ADD COLUMN "consent_document" text;--> statement-breakpoint
ALTER TABLE "hotel"."guest_requests" ADD COLUMN "special_offers_permission" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel"."reservations" ADD COLUMN "consent_document" text;