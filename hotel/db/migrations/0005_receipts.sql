ALTER TABLE "hotel"."invoices" ADD COLUMN "receipt" jsonb;--> statement-breakpoint
ALTER TABLE "hotel"."sandbox_payments" ADD COLUMN "refunds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel"."sandbox_payments" ADD COLUMN "receipt" jsonb;