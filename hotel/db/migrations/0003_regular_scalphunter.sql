CREATE TABLE "hotel"."outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"reservation_id" uuid,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"claim_token" uuid,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbox_attempts" CHECK ("hotel"."outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "hotel"."outbox" ADD CONSTRAINT "outbox_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "hotel"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due" ON "hotel"."outbox" USING btree ("next_attempt_at") WHERE "hotel"."outbox"."status" IN ('pending', 'delivering');--> statement-breakpoint
CREATE INDEX "outbox_status" ON "hotel"."outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_reservation" ON "hotel"."outbox" USING btree ("reservation_id");