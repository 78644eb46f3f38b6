CREATE TABLE "hotel"."ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"refund_id" uuid,
	"kind" text NOT NULL,
	"part" text NOT NULL,
	"title" text NOT NULL,
	"held" integer NOT NULL,
	"kept" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_sign" CHECK (("hotel"."ledger_entries"."kind" = 'charge' AND "hotel"."ledger_entries"."held" > 0 AND "hotel"."ledger_entries"."kept" = 0) OR ("hotel"."ledger_entries"."kind" = 'refund' AND "hotel"."ledger_entries"."held" < 0 AND "hotel"."ledger_entries"."kept" <= 0 AND "hotel"."ledger_entries"."kept" >= "hotel"."ledger_entries"."held") OR ("hotel"."ledger_entries"."kind" = 'keep' AND "hotel"."ledger_entries"."held" = 0 AND "hotel"."ledger_entries"."kept" > 0) OR ("hotel"."ledger_entries"."kind" = 'move' AND ("hotel"."ledger_entries"."held" <> 0 OR "hotel"."ledger_entries"."kept" <> 0)))
);
--> statement-breakpoint
ALTER TABLE "hotel"."reservation_changes" ADD COLUMN "extras" jsonb;--> statement-breakpoint
ALTER TABLE "hotel"."ledger_entries" ADD CONSTRAINT "ledger_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "hotel"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel"."ledger_entries" ADD CONSTRAINT "ledger_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "hotel"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel"."ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "hotel"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_reservation" ON "hotel"."ledger_entries" USING btree ("reservation_id","id");--> statement-breakpoint
ALTER TABLE "hotel"."invoices" DROP COLUMN "refund_terms";