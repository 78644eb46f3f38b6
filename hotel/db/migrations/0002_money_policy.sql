CREATE TABLE "hotel"."reservation_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"hold_limit" timestamp with time zone NOT NULL,
	"arrival" date NOT NULL,
	"departure" date NOT NULL,
	"rooms" jsonb NOT NULL,
	"rooms_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"extra_nights" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservation_changes_stay" CHECK ("hotel"."reservation_changes"."departure" > "hotel"."reservation_changes"."arrival"),
	CONSTRAINT "reservation_changes_money" CHECK ("hotel"."reservation_changes"."rooms_amount" >= 0 AND "hotel"."reservation_changes"."total_amount" >= "hotel"."reservation_changes"."rooms_amount")
);
--> statement-breakpoint
ALTER TABLE "hotel"."invoices" ADD COLUMN "change_id" uuid;--> statement-breakpoint
ALTER TABLE "hotel"."invoices" ADD COLUMN "refund_terms" jsonb;--> statement-breakpoint
ALTER TABLE "hotel"."reservation_changes" ADD CONSTRAINT "reservation_changes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "hotel"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_changes_one_pending" ON "hotel"."reservation_changes" USING btree ("reservation_id") WHERE "hotel"."reservation_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reservation_changes_expiring_holds" ON "hotel"."reservation_changes" USING btree ("hold_expires_at") WHERE "hotel"."reservation_changes"."status" = 'pending' AND "hotel"."reservation_changes"."hold_expires_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel"."invoices" ADD CONSTRAINT "invoices_change_id_reservation_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "hotel"."reservation_changes"("id") ON DELETE no action ON UPDATE no action;